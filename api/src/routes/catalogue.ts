/** Brands, banners, offers and categories. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Banner, Brand, Category, Offer, ParentCategory, SubCategory, cataloguePaths as paths, ok, responses } from 'shared-lib/contract';
import * as catalogue from '../services/catalogue/shop-front';

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['catalogue'];
  app.get(paths.brands, { schema: { tags, response: responses(Type.Array(Brand)) } }, async () => ok(await catalogue.listBrands(app.db)));
  app.get(paths.banners, { schema: { tags, response: responses(Type.Array(Banner)) } }, async () => ok(await catalogue.listBanners(app.db)));
  app.get(paths.offers, { schema: { tags, response: responses(Type.Array(Offer)) } }, async () => ok(await catalogue.listOffers(app.db)));
  app.get(paths.categories, { schema: { tags, response: responses(Type.Array(Category)) } }, async () => ok(await catalogue.listCategories(app.db)));
  app.get(paths.subCategories, { schema: { tags, response: responses(Type.Array(SubCategory)) } }, async () =>
    ok(await catalogue.listSubCategories(app.db)),
  );
  app.get(paths.parentCategories, { schema: { tags, response: responses(Type.Array(ParentCategory)) } }, async () =>
    ok(await catalogue.listParentCategories(app.db)),
  );
};
