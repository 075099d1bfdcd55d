import type { ApiEnvelope, Achievement, Advertisement, Banner, Brand, Faq, HealthIssue, Paginated, PolicyDocument, Product, ProductFilterBody } from 'shared-lib/contract';
import { api } from 'shared-lib/store';

export interface Offer {
  id: number;
  title: string;
  description: string;
  image: string;
  link: string | null;
}
export interface DoctorCard {
  id: number;
  name: string;
  profile_image: string | null;
  stream: { id: number; name: string } | null;
  exprience: number | null;
}
export type PolicyKind = 'terms' | 'privacy' | 'return' | 'shipping' | 'cancellation';
export const POLICY_ENDPOINTS: Record<PolicyKind, { path: string; title: string }> = {
  terms: { path: 'term-and-condition', title: 'Terms and Conditions' },
  privacy: { path: 'privacy-policy', title: 'Privacy Policy' },
  return: { path: 'return-policy', title: 'Return Policy' },
  shipping: { path: 'shipping-policy', title: 'Shipping Policy' },
  cancellation: { path: 'order-cancelletion-policy', title: 'Order Cancellation & Return Policy' },
};

const data = <T>(body: ApiEnvelope<T>) => body.data;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({ query: () => 'banner/all', transformResponse: (b: ApiEnvelope<Banner[]>) => b.data ?? [] }),
    getOffers: build.query<Offer[], void>({ query: () => 'offer/all', transformResponse: (b: ApiEnvelope<Offer[]>) => b.data ?? [] }),
    getBrands: build.query<Brand[], void>({ query: () => 'brand/all', transformResponse: (b: ApiEnvelope<Brand[]>) => b.data ?? [] }),
    getAdvertisements: build.query<Advertisement[], void>({
      query: () => 'advertisement/getAllActiveAdvertisement',
      transformResponse: (b: ApiEnvelope<Advertisement[]>) => b.data ?? [],
    }),
    getDoctors: build.query<DoctorCard[], void>({ query: () => 'doctor/getAllDoctorList', transformResponse: (b: ApiEnvelope<DoctorCard[]>) => b.data ?? [] }),
    getFaqs: build.query<Faq[], void>({ query: () => 'faq/getFaq', transformResponse: (b: ApiEnvelope<Faq[]>) => b.data ?? [] }),
    getHealthIssues: build.query<HealthIssue[], void>({ query: () => 'health_issues/all', transformResponse: (b: ApiEnvelope<HealthIssue[]>) => b.data ?? [] }),
    getAchievements: build.query<Achievement[], void>({ query: () => 'achivement/getAchivement', transformResponse: (b: ApiEnvelope<Achievement[]>) => b.data ?? [] }),
    getFeaturedProducts: build.query<Product[], number>({
      query: (limit) => ({ url: 'product/allProducts', params: { limit } }),
      transformResponse: (b: ApiEnvelope<Product[]>) => b.data ?? [],
    }),
    filterProducts: build.query<Paginated<Product>, ProductFilterBody>({
      query: (filter) => ({ url: 'product/filterProduct', method: 'POST', data: filter }),
      transformResponse: data<Paginated<Product>>,
    }),
    getProductDetails: build.query<Product, number>({
      query: (id) => `product/getProductDetails/${id}`,
      transformResponse: data<Product>,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getPolicy: build.query<PolicyDocument, PolicyKind>({
      query: (kind) => `${POLICY_ENDPOINTS[kind].path}/getByid/1`,
      transformResponse: data<PolicyDocument>,
    }),
  }),
});

export const {
  useGetBannersQuery,
  useGetOffersQuery,
  useGetBrandsQuery,
  useGetAdvertisementsQuery,
  useGetDoctorsQuery,
  useGetFaqsQuery,
  useGetHealthIssuesQuery,
  useGetAchievementsQuery,
  useGetFeaturedProductsQuery,
  useFilterProductsQuery,
  useGetProductDetailsQuery,
  useGetPolicyQuery,
} = catalogueApi;
