import type { ApiEnvelope, Banner, Brand, Paginated, Product, ProductFilter } from 'shared-lib/domain';
import { api } from 'shared-lib/store';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({
      query: () => 'banner/all',
      transformResponse: (body: ApiEnvelope<Banner[]>) => body.data ?? [],
    }),
    getBrands: build.query<Brand[], void>({
      query: () => 'brand/all',
      transformResponse: (body: ApiEnvelope<Brand[]>) => body.data ?? [],
    }),
    getFeaturedProducts: build.query<Product[], number>({
      query: (limit) => ({ url: 'product/allProducts', params: { limit } }),
      transformResponse: (body: ApiEnvelope<Product[]>) => body.data ?? [],
    }),
    filterProducts: build.query<Paginated<Product>, ProductFilter>({
      query: (filter) => ({ url: 'product/filterProduct', method: 'POST', data: filter }),
      transformResponse: (body: ApiEnvelope<Paginated<Product>>) => body.data,
    }),
  }),
});

export const { useGetBannersQuery, useGetBrandsQuery, useGetFeaturedProductsQuery, useFilterProductsQuery } = catalogueApi;
