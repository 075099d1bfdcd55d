/**
 * Structured request logs (pino JSON lines): one line per request and per answer, both with the request id,
 * method, path, client address, status and time. Query values that could carry a secret (token, code,
 * password…) are replaced by '[redacted]'; headers and bodies are never logged, and any object logged with
 * a password, token or authorization field has it censored. The id comes from a well-formed incoming
 * X-Request-Id (nginx's $request_id) or is generated, and is echoed as X-Request-Id. While the server closes,
 * answers carry `Connection: close` so in-flight requests finish and no keep-alive socket holds the exit.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

const SECRET_PARAM = /token|password|secret|code|signature|key|checksum/i;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** '/api/x?token=abc&page=2' -> '/api/x?token=[redacted]&page=2' */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'req.headers.authorization', 'req.headers.cookie', '*.Old_Password'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

async function requestLog(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // graceful shutdown (SIGTERM): answers still in flight close their keep-alive connection, so close() can finish
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
}

export default fp(requestLog, { name: 'request-log' });
