/** Every /api route. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { doctorRoutes } from './doctors';
import { healthRoutes } from './health';
import { placeRoutes } from './places';
import { policyRoutes } from './policies';
import { productRoutes } from './products';

export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const routes of [healthRoutes, authRoutes, catalogueRoutes, productRoutes, contentRoutes, policyRoutes, placeRoutes, doctorRoutes]) {
    await app.register(routes);
  }
};
