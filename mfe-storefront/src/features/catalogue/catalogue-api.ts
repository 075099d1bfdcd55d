import type { Achievement, Advertisement, ApiEnvelope, Banner, Brand, CountData, DoctorCard, Faq, HealthIssue, Offer, PolicyDocument, PolicyKind, Product, ProductFilterBody, ProductPage, ProductSummary, SameCompositionAnswer } from 'shared-lib/contract';
import { cataloguePaths, contentPaths, POLICY_DOCUMENTS, policyPath, productPaths, urlOf } from 'shared-lib/contract/paths';
import { api, type HttpError, type HttpRequest } from 'shared-lib/store';
import { takeBootAnswer } from './boot-handoff';

export type { PolicyKind };
/** Path prefix and title of each policy page (the contract's table). */
export const POLICY_ENDPOINTS = POLICY_DOCUMENTS;

type Answer<T> = { data: T; error?: undefined } | { error: HttpError; data?: undefined };
/** The boot script's early answer to this very request when there is one, else the API's (the envelope's data). */
async function earlyOrAsk<T>(request: HttpRequest & { method: 'GET' | 'POST' }, ask: (request: HttpRequest) => unknown): Promise<Answer<T>> {
  const early = await takeBootAnswer<T>(request.method, request.url, request.data);
  if (early) return early;
  const answer = (await ask(request)) as { data?: ApiEnvelope<T>; error?: HttpError };
  return answer.error ? { error: answer.error } : { data: (answer.data as ApiEnvelope<T>).data };
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], void>({ query: () => urlOf(cataloguePaths.banners), transformResponse: (b: ApiEnvelope<Banner[]>) => b.data ?? [] }),
    getOffers: build.query<Offer[], void>({ query: () => urlOf(cataloguePaths.offers), transformResponse: (b: ApiEnvelope<Offer[]>) => b.data ?? [] }),
    getBrands: build.query<Brand[], void>({ query: () => urlOf(cataloguePaths.brands), transformResponse: (b: ApiEnvelope<Brand[]>) => b.data ?? [] }),
    getAdvertisements: build.query<Advertisement[], void>({
      query: () => urlOf(contentPaths.advertisements),
      transformResponse: (b: ApiEnvelope<Advertisement[]>) => b.data ?? [],
    }),
    getDoctors: build.query<DoctorCard[], void>({ query: () => urlOf(cataloguePaths.doctorList), transformResponse: (b: ApiEnvelope<DoctorCard[]>) => b.data ?? [] }),
    getDoctorCount: build.query<number, void>({ query: () => urlOf(cataloguePaths.doctorCount), transformResponse: (b: ApiEnvelope<CountData>) => b.data.count }),
    getFaqs: build.query<Faq[], void>({ query: () => ({ url: urlOf(contentPaths.faqs), params: { status: 1 } }), transformResponse: (b: ApiEnvelope<Faq[]>) => b.data ?? [] }),
    getHealthIssues: build.query<HealthIssue[], void>({ query: () => urlOf(contentPaths.healthIssues), transformResponse: (b: ApiEnvelope<HealthIssue[]>) => b.data ?? [] }),
    getAchievements: build.query<Achievement[], void>({ query: () => urlOf(contentPaths.achievements), transformResponse: (b: ApiEnvelope<Achievement[]>) => b.data ?? [] }),
    getFeaturedProducts: build.query<ProductSummary[], number>({
      query: (limit) => ({ url: urlOf(productPaths.all), params: { limit } }),
      transformResponse: (b: ApiEnvelope<ProductSummary[]>) => b.data ?? [],
    }),
    filterProducts: build.query<ProductPage, ProductFilterBody>({
      queryFn: (filter, _api, _extra, ask) => earlyOrAsk<ProductPage>({ url: urlOf(productPaths.filter), method: 'POST', data: filter }, ask),
    }),
    getProductDetails: build.query<Product, number>({
      queryFn: (id, _api, _extra, ask) => earlyOrAsk<Product>({ url: urlOf(productPaths.details, { id }), method: 'GET' }, ask),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** "Same composition, other brands" of a product (issue 30) */
    getSameComposition: build.query<SameCompositionAnswer, number>({
      query: (id) => urlOf(productPaths.sameComposition, { id }),
      transformResponse: (b: ApiEnvelope<SameCompositionAnswer>) => b.data,
    }),
    getPolicy: build.query<PolicyDocument, PolicyKind>({
      queryFn: (kind, _api, _extra, ask) => earlyOrAsk<PolicyDocument>({ url: urlOf(policyPath(kind), { id: 1 }), method: 'GET' }, ask),
    }),
  }),
});

export const {
  useGetSameCompositionQuery,
  useGetBannersQuery,
  useGetOffersQuery,
  useGetBrandsQuery,
  useGetAdvertisementsQuery,
  useGetDoctorsQuery,
  useGetDoctorCountQuery,
  useGetFaqsQuery,
  useGetHealthIssuesQuery,
  useGetAchievementsQuery,
  useGetFeaturedProductsQuery,
  useFilterProductsQuery,
  useGetProductDetailsQuery,
  useGetPolicyQuery,
} = catalogueApi;
