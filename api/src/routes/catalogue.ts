/** Brands, banners, offers and categories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Banner, Category, Offer, ParentCategory, SubCategory } from '../schemas/catalogue';
import { ImageEntity, ok, responses } from 'shared-lib/contract';
import * as catalogue from '../services/catalogue';

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['catalogue'];
  app.get('/brand/all', { schema: { tags, response: responses(Type.Array(ImageEntity)) } }, async () => ok(await catalogue.listBrands(app.db)));
  app.get('/banner/all', { schema: { tags, response: responses(Type.Array(Banner)) } }, async () => ok(await catalogue.listBanners(app.db)));
  app.get('/offer/all', { schema: { tags, response: responses(Type.Array(Offer)) } }, async () => ok(await catalogue.listOffers(app.db)));
  app.get('/Category/all', { schema: { tags, response: responses(Type.Array(Category)) } }, async () => ok(await catalogue.listCategories(app.db)));
  app.get('/sub-category/all', { schema: { tags, response: responses(Type.Array(SubCategory)) } }, async () =>
    ok(await catalogue.listSubCategories(app.db)),
  );
  app.get('/parent-category/all', { schema: { tags, response: responses(Type.Array(ParentCategory)) } }, async () =>
    ok(await catalogue.listParentCategories(app.db)),
  );
};
