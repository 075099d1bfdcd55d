/** GET /api/health (liveness: the process answers and reaches its database) and GET /api/ready (readiness). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { databaseKind } from '../db/connect';
import { pendingMigrations } from '../db/migrate';
import { ErrorEnvelope, Health, healthPaths as paths, ok, ReadinessResponse, responses } from 'shared-lib/contract';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(paths.health, { schema: { tags: ['health'], response: responses(Health) } }, async () => {
    await sql`select 1`.execute(app.db);
    return ok({ db: databaseKind(app.db), paymentSandbox: app.config.paymentSandbox === true });
  });

  app.get(
    paths.ready,
    { schema: { tags: ['health'], summary: 'Ready for traffic: the database answers and every migration has run', response: { 200: ReadinessResponse, 503: ErrorEnvelope } } },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        return reply.status(503).send({ success: false, message: 'Not ready: the database is not reachable', data: null });
      }
      const pending = await pendingMigrations(app.db).catch(() => null);
      if (pending === null) return reply.status(503).send({ success: false, message: 'Not ready: the migration state cannot be read', data: null });
      if (pending.length) return reply.status(503).send({ success: false, message: `Not ready: ${pending.length} migration(s) pending (${pending.join(', ')})`, data: null });
      return ok({ db: databaseKind(app.db), migrations: 'current' as const }, 'ready');
    },
  );
};
