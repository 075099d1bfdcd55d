/** States and cities. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../plugins/errors';
import { City } from '../schemas/catalogue';
import { IdParams, NamedEntity, ok, responses } from 'shared-lib/contract';
import { findState, listCities, listStates } from '../services/places';

export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['places'];
  app.get('/getstates', { schema: { tags, response: responses(Type.Array(NamedEntity)) } }, async () => ok(await listStates(app.db)));
  app.get('/getCities', { schema: { tags, response: responses(Type.Array(City)) } }, async () => ok(await listCities(app.db)));
  app.get('/getCitiesByState/:id', { schema: { tags, params: IdParams, response: responses(Type.Array(City)) } }, async (request) =>
    ok(await listCities(app.db, request.params.id)),
  );
  app.get('/state/getById/:id', { schema: { tags, params: IdParams, response: responses(NamedEntity) } }, async (request) => {
    const state = await findState(app.db, request.params.id);
    if (!state) throw notFound('State not found');
    return ok(state);
  });
};
