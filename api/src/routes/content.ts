/** FAQs, contact details, adverts, health issues, achievements. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Achievement, Advertisement, ContactDetails, Faq, FaqQuery, HealthIssue, contentPaths as paths, ok, responses } from 'shared-lib/contract';
import * as content from '../services/content';

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['content'];
  app.get(paths.faqs, { schema: { tags, summary: 'FAQs; ?status=1 gives only those the site shows', querystring: FaqQuery, response: responses(Type.Array(Faq)) } }, async (request) =>
    ok(await content.listFaqs(app.db, request.query.status)),
  );
  app.get(paths.contactUs, { schema: { tags, response: responses(Type.Array(ContactDetails)) } }, async () => ok(await content.listContactDetails(app.db)));
  app.get(paths.advertisements, { schema: { tags, response: responses(Type.Array(Advertisement)) } }, async () =>
    ok(await content.listActiveAdvertisements(app.db)),
  );
  for (const path of [paths.healthIssues, paths.healthIssuesAlias]) {
    app.get(path, { schema: { tags, response: responses(Type.Array(HealthIssue)) } }, async () => ok(await content.listHealthIssues(app.db)));
  }
  app.get(paths.achievements, { schema: { tags, response: responses(Type.Array(Achievement)) } }, async () => ok(await content.listAchievements(app.db)));
};
