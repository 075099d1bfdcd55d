/** Product listings, details and the paginated filter. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, type SortValue } from 'shared-lib/domain';
import { Type } from 'typebox';
import { badRequest, notFound } from '../plugins/errors';
import { IdParams, LimitOffsetQuery, Product, ProductFilterBody, ProductPage, ProductSummary, ok, productPaths as paths, responses } from 'shared-lib/contract';
import { findProductById } from '../services/product-details';
import { filterProducts, listProducts } from '../services/products';

export const PRODUCT_NOT_FOUND = 'Product not found';

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['products'];
  const listing = (path: string, sort: SortValue, summary: string) =>
    app.get(path, { schema: { tags, summary, querystring: LimitOffsetQuery, response: responses(Type.Array(ProductSummary)) } }, async (request) =>
      ok(await listProducts(app.db, { ...request.query, sort })),
    );
  listing(paths.all, 0, 'Products in featured order');
  listing(paths.lowToHigh, 1, 'Products by price, low to high');
  listing(paths.highToLow, 2, 'Products by price, high to low');

  for (const path of [paths.details, paths.byId]) {
    app.get(path, { schema: { tags, summary: 'One product with seller, brand and delivery pincodes', params: IdParams, response: responses(Product) } }, async (request) => {
      const product = await findProductById(app.db, request.params.id);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return ok(product);
    });
  }

  app.post(
    paths.filter,
    { schema: { tags, summary: 'Filter by brands, categories, price band and name; sorted and paginated', body: ProductFilterBody, response: responses(ProductPage) } },
    async (request) => {
      const body = request.body;
      if (body.min > body.max) throw badRequest('Invalid body: min must be <= max');
      return ok(await filterProducts(app.db, { ...body, sort: body.sort ?? 0, page: body.page ?? 1, pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE }));
    },
  );
};
