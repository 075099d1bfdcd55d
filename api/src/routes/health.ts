/** GET /api/health */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { databaseKind } from '../db/connect';
import { ok, responses } from 'shared-lib/contract';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: responses(Type.Object({ db: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) })) } }, async () => {
    await sql`select 1`.execute(app.db);
    return ok({ db: databaseKind(app.db) });
  });
};
