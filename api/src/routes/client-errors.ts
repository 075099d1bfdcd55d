/** Remote health: POST client-errors (from the shell, rate-limited per client), GET ops/remotes (ops token). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClientErrorReport, RemoteHealth, clientErrorPaths, ok, responses } from 'shared-lib/contract';
import { requireOpsToken } from '../plugins/ops-auth';
import { recordClientError, remoteHealth } from '../services/client-errors';
import { releaseChecker, repeatFilter } from '../services/client-error-releases';
import { badRequest } from '../http-error';
import { ACCOUNT_SAFETY_MESSAGES } from 'shared-lib/domain';

export const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const knownRelease = releaseChecker(app.config.releasesDir);
  const firstTime = repeatFilter();
  app.post(
    clientErrorPaths.report,
    {
      schema: { tags: ['ops'], body: ClientErrorReport, response: responses(Type.Null()) },
      bodyLimit: 4096,
      config: { rateLimit: { max: app.config.clientErrorRateLimit ?? 200, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { remote, version, kind, message } = request.body;
      if (!knownRelease(remote, version)) throw badRequest(ACCOUNT_SAFETY_MESSAGES.unknownRelease);
      if (firstTime(`${request.ip}|${remote}|${version}|${kind}|${message}`)) await recordClientError(app.db, request.body);
      return ok(null, 'Recorded');
    },
  );

  app.get(
    clientErrorPaths.opsRemotes,
    { schema: { tags: ['ops'], response: responses(RemoteHealth) }, preHandler: requireOpsToken(app.config.opsToken) },
    async () => ok({ remotes: await remoteHealth(app.db) }),
  );
};
