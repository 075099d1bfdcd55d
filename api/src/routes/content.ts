/** FAQs, contact details, adverts, health issues, achievements. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Achievement, Advertisement, ContactDetails, Faq } from '../schemas/catalogue';
import { ImageEntity, ok, responses } from 'shared-lib/contract';
import * as content from '../services/content';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['content'];
  app.get('/faq/getFaq', { schema: { tags, summary: 'All FAQs; the site shows status 1', response: responses(Type.Array(Faq)) } }, async () => ok(await content.listFaqs(app.db)));
  app.get('/contact-us/getContactUs', { schema: { tags, response: responses(Type.Array(ContactDetails)) } }, async () => ok(await content.listContactDetails(app.db)));
  app.get('/advertisement/getAllActiveAdvertisement', { schema: { tags, response: responses(Type.Array(Advertisement)) } }, async () =>
    ok(await content.listActiveAdvertisements(app.db)),
  );
  for (const path of ['/health_issues/all', '/health_issues/getAll']) {
    app.get(path, { schema: { tags, response: responses(Type.Array(ImageEntity)) } }, async () => ok(await content.listHealthIssues(app.db)));
  }
  app.get('/achivement/getAchivement', { schema: { tags, response: responses(Type.Array(Achievement)) } }, async () => ok(await content.listAchievements(app.db)));
};
