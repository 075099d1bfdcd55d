/** Product listings, details and the paginated filter. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, type SortValue } from 'shared-lib/domain';
import { Type } from 'typebox';
import { DEFAULT_CATALOGUE_TUNING } from '../config';
import { badRequest, notFound } from '../http-error';
import { IdParams, LimitOffsetQuery, Product, ProductFilterBody, ProductPage, ProductSummary, SAME_COMPOSITION_MAX, SameCompositionAnswer, SUGGEST_MAX_ITEMS, SUGGEST_MIN_CHARS, SuggestAnswer, SuggestQuery, productPaths as paths, responses } from 'shared-lib/contract';
import { cachedCatalogueAnswer } from '../services/catalogue/answer-cache';
import { productDetailsJson } from '../services/catalogue/product-json';
import { filterProducts, listProducts } from '../services/catalogue/listings';
import { searchProvider } from '../services/search';
import { sameComposition } from '../services/search/same-composition';

export const PRODUCT_NOT_FOUND = 'Product not found';
// A JSON text (a string, or the answer cache's bytes) returned with a JSON type goes out as it is (already serialized). Returned, not passed to
// reply.send(): a handler that returns the reply makes Fastify await it as a promise, a cost per request.
const JSON_TYPE = 'application/json; charset=utf-8';

/** `ok(data)` serialized, around data that is already JSON text. */
const okEnvelope = (dataJson: string) => `{"success":true,"message":"ok","data":${dataJson}}`;

/** Ids sorted and without repeats: the same filter however the client orders its lists. */
const idSet = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['products'];
  // read per request: the configuration's in-memory limits (CATALOGUE_CACHE_MB, SEARCH_CACHE_ROWS, CATALOGUE_RELOAD_MS)
  const tuning = () => app.config.catalogue ?? DEFAULT_CATALOGUE_TUNING;
  // Listings and the filter answer from the catalogue cache (services/catalogue/answer-cache.ts): the answer's
  // JSON text (products built as JSON by the database, services/catalogue/product-json.ts), reused while the
  // catalogue version is unchanged. The response schemas document the shapes; tests check them.
  const listing = (path: string, sort: SortValue, summary: string) =>
    app.get(path, { schema: { tags, summary, querystring: LimitOffsetQuery, response: responses(Type.Array(ProductSummary)) } }, async (request, reply) => {
      const options = { ...request.query, sort };
      const json = await cachedCatalogueAnswer(app.db, `list:${sort}:${options.limit}:${options.offset}`, async () => okEnvelope(await listProducts(app.db, options)), tuning().cacheBytes);
      reply.type(JSON_TYPE);
      return json as never;
    });
  listing(paths.all, 0, 'Products in featured order');
  listing(paths.lowToHigh, 1, 'Products by price, low to high');
  listing(paths.highToLow, 2, 'Products by price, high to low');

  for (const path of [paths.details, paths.byId]) {
    // the database builds the product's JSON (services/catalogue/product-json.ts); it goes out inside the envelope as it is
    app.get(path, { schema: { tags, summary: 'One product with seller, brand and delivery pincodes', params: IdParams, response: responses(Product) } }, async (request, reply) => {
      const product = await productDetailsJson(app.db, request.params.id);
      // null too when its seller is not (yet) verified: such products are not shown to shoppers (issue 33)
      if (product === null) throw notFound(PRODUCT_NOT_FOUND);
      reply.type(JSON_TYPE);
      return okEnvelope(product) as never;
    });
  }

  app.post(
    paths.filter,
    { schema: { tags, summary: 'Filter by brands, categories, price band and name; sorted and paginated', body: ProductFilterBody, response: responses(ProductPage) } },
    async (request, reply) => {
      const body = request.body;
      if (body.min > body.max) throw badRequest('Invalid body: min must be <= max');
      const filter = {
        brand_id: idSet(body.brand_id),
        category_id: idSet(body.category_id),
        min: body.min,
        max: body.max,
        // name search ignores case and surrounding spaces, so the key does too
        search_by_name: body.search_by_name.trim().toLowerCase(),
        sort: body.sort ?? 0,
        min_rating: body.min_rating ?? 0,
        page: body.page ?? 1,
        pageSize: body.pageSize ?? DEFAULT_PAGE_SIZE,
        exact: body.exact ?? false,
        prescription_free: body.prescription_free ?? false,
      };
      const json = await cachedCatalogueAnswer(app.db, `filter:${JSON.stringify(filter)}`, async (version) => okEnvelope(await filterProducts(app.db, filter, version, tuning())), tuning().cacheBytes);
      reply.type(JSON_TYPE);
      return json as never;
    },
  );

  // Suggestions while typing (issue 30): cached per catalogue version like the listings; nothing below two characters.
  app.get(
    paths.suggest,
    { schema: { tags, summary: `Up to ${SUGGEST_MAX_ITEMS} suggestions (products, brands, categories, health concerns) for what has been typed`, querystring: SuggestQuery, response: responses(SuggestAnswer) } },
    async (request, reply) => {
      const text = request.query.q.trim().toLowerCase().replace(/\s+/g, ' ');
      const json = await cachedCatalogueAnswer(
        app.db,
        `suggest:${text}`,
        async (version) => {
          const answer = text.length < SUGGEST_MIN_CHARS ? { items: [] } : await searchProvider.suggest(app.db, version, text, SUGGEST_MAX_ITEMS);
          return okEnvelope(JSON.stringify({ query: text, ...answer }));
        },
        tuning().cacheBytes,
      );
      reply.type(JSON_TYPE);
      return json as never;
    },
  );

  // "Same composition, other brands" (issue 30): cached per catalogue version and product
  app.get(
    paths.sameComposition,
    { schema: { tags, summary: `Up to ${SAME_COMPOSITION_MAX} products of other brands with the same main ingredient, cheapest first`, params: IdParams, response: responses(SameCompositionAnswer) } },
    async (request, reply) => {
      const id = request.params.id;
      const json = await cachedCatalogueAnswer(
        app.db,
        `same:${id}`,
        async () => {
          const answer = await sameComposition(app.db, id);
          return answer ? okEnvelope(JSON.stringify(answer)) : '';
        },
        tuning().cacheBytes,
      );
      if (json.length === 0) throw notFound(PRODUCT_NOT_FOUND);
      reply.type(JSON_TYPE);
      return json as never;
    },
  );
};
