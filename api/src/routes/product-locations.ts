/** GET product-locations/getByProductAndLocation/{productIds}/{pincode}: per product, its location entries. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LocationEntry, ProductLocationParams, ok, productPaths, responses } from 'shared-lib/contract';
import { locationsForProducts } from '../services/catalogue/product-locations';

export const productLocationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    productPaths.locations,
    {
      schema: {
        tags: ['products'],
        summary: 'For each product id (comma-joined), its delivery location entries; an empty list means no restriction',
        params: ProductLocationParams,
        response: responses(Type.Array(Type.Array(LocationEntry))),
      },
    },
    async (request) => {
      const ids = request.params.productIds.split(',').map(Number);
      return ok(await locationsForProducts(app.db, ids, request.params.location));
    },
  );
};
