/** A seller's own products (contract: seller-products): the paginated list, create and update (multipart). */
import type { ApiEnvelope, Brand, ProductSaleBody, SellerProduct, SellerProductFields, SellerProductPage, SellerProductsQuery } from 'shared-lib/contract';
import { cataloguePaths, PRODUCT_IMAGE_FIELD, sellerProductPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export interface SellerProductRequest {
  fields: SellerProductFields;
  /** required on create, optional on update */
  image?: Blob | null;
}

/** The multipart body: every text field, then the image under `image` when one was chosen. */
export function sellerProductForm({ fields, image }: SellerProductRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (image) form.append(PRODUCT_IMAGE_FIELD, image, image instanceof File ? image.name : 'product-image');
  return form;
}

const MINE = { type: 'Product' as const, id: 'MINE' };

export const sellerProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProducts: build.query<SellerProductPage, Partial<SellerProductsQuery>>({
      query: (params) => ({ url: urlOf(sellerProductPaths.mine), params }),
      transformResponse: (body: ApiEnvelope<SellerProductPage>) => body.data,
      providesTags: [MINE],
    }),
    createProduct: build.mutation<SellerProduct, SellerProductRequest>({
      query: (request) => ({ url: urlOf(sellerProductPaths.create), method: 'POST', data: sellerProductForm(request) }),
      transformResponse: (body: ApiEnvelope<SellerProduct>) => body.data,
      invalidatesTags: [MINE, { type: 'Order', id: 'SELLER_COUNTS' }],
    }),
    updateProduct: build.mutation<SellerProduct, SellerProductRequest & { id: number }>({
      query: ({ id, ...request }) => ({ url: urlOf(sellerProductPaths.update, { id }), method: 'PUT', data: sellerProductForm(request) }),
      transformResponse: (body: ApiEnvelope<SellerProduct>) => body.data,
      invalidatesTags: [MINE, { type: 'Order', id: 'SELLER_COUNTS' }],
    }),
    setProductOnSale: build.mutation<SellerProduct, { id: number } & ProductSaleBody>({
      query: ({ id, ...body }) => ({ url: urlOf(sellerProductPaths.sale, { id }), method: 'PUT', data: body }),
      transformResponse: (body: ApiEnvelope<SellerProduct>) => body.data,
      invalidatesTags: [MINE, { type: 'Order', id: 'SELLER_COUNTS' }],
    }),
    /** The brands a product may name (the storefront has its own copy of this list in its feature api). */
    getBrandOptions: build.query<Brand[], void>({
      query: () => urlOf(cataloguePaths.brands),
      transformResponse: (body: ApiEnvelope<Brand[]>) => body.data ?? [],
    }),
  }),
});

export const { useGetMyProductsQuery, useCreateProductMutation, useUpdateProductMutation, useSetProductOnSaleMutation, useGetBrandOptionsQuery } = sellerProductsApi;
export type { SellerProduct, SellerProductFields, SellerProductPage, SellerProductsQuery };
