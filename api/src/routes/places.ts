/** States and cities. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../http-error';
import { City, IdParams, State, ok, placePaths as paths, responses } from 'shared-lib/contract';
import { findState, listCities, listStates } from '../services/places';

export const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['places'];
  app.get(paths.states, { schema: { tags, response: responses(Type.Array(State)) } }, async () => ok(await listStates(app.db)));
  app.get(paths.cities, { schema: { tags, response: responses(Type.Array(City)) } }, async () => ok(await listCities(app.db)));
  app.get(paths.citiesByState, { schema: { tags, params: IdParams, response: responses(Type.Array(City)) } }, async (request) =>
    ok(await listCities(app.db, request.params.id)),
  );
  app.get(paths.stateById, { schema: { tags, params: IdParams, response: responses(State) } }, async (request) => {
    const state = await findState(app.db, request.params.id);
    if (!state) throw notFound('State not found');
    return ok(state);
  });
};
