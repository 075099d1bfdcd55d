/**
 * Remote health: what the shell reports when a remote fails in a visitor's browser (POST /api/client-errors)
 * and what ops read back per remote release (GET /api/ops/remotes, ops token only).
 */
import { Type, type Static } from 'typebox';
import { CLIENT_ERROR_MESSAGE_MAX, REMOTE_NAMES } from 'shared-lib/domain/core';

export const ClientErrorReport = Type.Object(
  {
    remote: Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name))),
    version: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9._+-]*$' }),
    /** the route pattern (e.g. `home/buy-medicine/product-details/:id`), never the visited URL */
    route: Type.String({ maxLength: 120 }),
    kind: Type.Union([Type.Literal('load'), Type.Literal('render')]),
    message: Type.String({ maxLength: CLIENT_ERROR_MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

export const RemoteHealthRow = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  lastHour: Type.Integer(),
  lastDay: Type.Integer(),
  lastSeen: Type.String(),
  lastRoute: Type.String(),
  lastMessage: Type.String(),
});
export type RemoteHealthRow = Static<typeof RemoteHealthRow>;
export const RemoteHealth = Type.Object({ remotes: Type.Array(RemoteHealthRow) });
export type RemoteHealth = Static<typeof RemoteHealth>;
