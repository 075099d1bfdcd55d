/** Newsletter double opt-in (contract/newsletter.ts): subscribe mails a link, confirm counts it. Both answer with the server's message. */
import type { ApiEnvelope, ConfirmSubscriptionRequest, SubscribeBody } from 'shared-lib/contract';
import { contentPaths, newsletterPaths, urlOf } from 'shared-lib/contract/paths';
import { api } from '../api';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<string, SubscribeBody>({
      query: (body) => ({ url: urlOf(contentPaths.subscribe), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<null>) => body.message,
    }),
    confirmSubscription: build.mutation<string, ConfirmSubscriptionRequest>({
      query: (body) => ({ url: urlOf(newsletterPaths.confirm), method: 'POST', data: body }),
      transformResponse: (body: ApiEnvelope<null>) => body.message,
    }),
  }),
});

export const { useSubscribeMutation, useConfirmSubscriptionMutation } = newsletterApi;
