/**
 * The house seller's search synonym groups (issue 30): GET and POST seller/search-synonyms, PUT and DELETE
 * seller/search-synonyms/{id}. Other sellers 403. A change moves the catalogue version, so searches and
 * cached catalogue answers follow at once (services/search/synonyms.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SYNONYM_MESSAGES } from 'shared-lib/domain/search';
import { IdParams, ok, responses, searchSynonymPaths as paths, SynonymGroup, SynonymGroupBody } from 'shared-lib/contract';
import { assertHouseSeller } from '../services/coupons/house';
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, updateSynonymGroup } from '../services/search/synonyms';

export const searchSynonymRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['search'];
  const security = [{ bearerAuth: [] }];
  const houseOnly = [app.requireRole('seller'), async (request: { user: { id: number } }) => assertHouseSeller(app.db, request.user.id)];

  app.get(paths.list, { preHandler: houseOnly, schema: { tags, security, summary: 'Every synonym group (house seller only)', response: responses(Type.Array(SynonymGroup)) } }, async () =>
    ok(await listSynonymGroups(app.db)),
  );
  app.post(paths.list, { preHandler: houseOnly, schema: { tags, security, summary: 'Adds a synonym group', body: SynonymGroupBody, response: responses(SynonymGroup) } }, async (request) =>
    ok(await createSynonymGroup(app.db, request.body.words), SYNONYM_MESSAGES.saved),
  );
  app.put(paths.one, { preHandler: houseOnly, schema: { tags, security, summary: "Replaces a synonym group's words", params: IdParams, body: SynonymGroupBody, response: responses(SynonymGroup) } }, async (request) =>
    ok(await updateSynonymGroup(app.db, request.params.id, request.body.words), SYNONYM_MESSAGES.saved),
  );
  app.delete(paths.one, { preHandler: houseOnly, schema: { tags, security, summary: 'Removes a synonym group', params: IdParams, response: responses(Type.Null()) } }, async (request) => {
    await deleteSynonymGroup(app.db, request.params.id);
    return ok(null, SYNONYM_MESSAGES.removed);
  });
};
