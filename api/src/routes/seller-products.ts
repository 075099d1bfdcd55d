/** A seller's own products: POST product/create and PUT product/update/{id} (multipart), and the seller-scoped list. Sellers only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope, IdParams, ok, PRODUCT_IMAGE_FIELD, ProductSaleBody, responses, StockChangeBody, SellerProduct, SellerProductFields, SellerProductPage, SellerProductsQuery, sellerProductPaths as paths } from 'shared-lib/contract';
import { readMultipartForm } from '../integrations/storage';
import { MAX_UPLOAD_MB, SHIPMENT_MESSAGES } from 'shared-lib/domain';
import { changeProductStock, setProductOnSale } from '../services/sellers/product-sale';
import { listSellerProducts } from '../services/sellers/product-views';
import { createSellerProduct, updateSellerProduct } from '../services/sellers/products';

export const sellerProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['seller products'];
  const preHandler = app.requireRole('seller');
  const security = [{ bearerAuth: [] }];
  const multipart = {
    consumes: ['multipart/form-data'],
    description: `Text fields: ${Object.keys(SellerProductFields.properties).join(', ')}; file: ${PRODUCT_IMAGE_FIELD} (jpg/jpeg/png, at most ${MAX_UPLOAD_MB} MB).`,
  };
  const withUploadErrors = <T extends ReturnType<typeof responses>>(r: T) => ({ ...r, 413: ErrorEnvelope });

  app.post(paths.create, { preHandler, schema: { tags, security, summary: 'Add a product of the caller', ...multipart, response: withUploadErrors(responses(SellerProduct)) } }, async (request) => {
    const form = await readMultipartForm(request, { imageFields: [PRODUCT_IMAGE_FIELD] });
    return ok(await createSellerProduct({ db: app.db, storage: app.storage }, request.user.id, form.fields, form.images[PRODUCT_IMAGE_FIELD]), 'Product saved');
  });

  app.put(
    paths.update,
    { preHandler, schema: { tags, security, summary: "Change one of the caller's products (image optional)", params: IdParams, ...multipart, response: withUploadErrors(responses(SellerProduct)) } },
    async (request) => {
      const form = await readMultipartForm(request, { imageFields: [PRODUCT_IMAGE_FIELD] });
      return ok(await updateSellerProduct({ db: app.db, storage: app.storage }, request.user.id, request.params.id, form.fields, form.images[PRODUCT_IMAGE_FIELD]), 'Product saved');
    },
  );

  app.get(paths.mine, { preHandler, schema: { tags, security, summary: "The caller's products, newest first, searchable", querystring: SellerProductsQuery, response: responses(SellerProductPage) } }, async (request) =>
    ok(await listSellerProducts(app.db, request.user.id, request.query)),
  );

  app.put(
    paths.sale,
    { preHandler, schema: { tags, security, summary: 'Take an own product off sale (hidden from the shop, not orderable) or put it back on sale', params: IdParams, body: ProductSaleBody, response: responses(SellerProduct) } },
    async (request) => ok(await setProductOnSale(app.db, request.user.id, request.params.id, request.body.on_sale), request.body.on_sale ? SHIPMENT_MESSAGES.productOnSale : SHIPMENT_MESSAGES.productOffSale),
  );

  app.put(
    paths.stock,
    { preHandler, schema: { tags, security, summary: 'Add to or take from the stock of an own product (never below 0; 409 otherwise)', params: IdParams, body: StockChangeBody, response: responses(SellerProduct) } },
    async (request) => ok(await changeProductStock(app.db, request.user.id, request.params.id, request.body.change), SHIPMENT_MESSAGES.stockChanged),
  );
};
