/**
 * Delivers a guest order's confirmation link. The e-mail outbox replaces `app.sendGuestOrderConfirmation`
 * once it exists; until then, outside production, the message is written to the local mailbox file
 * `<DATA_DIR>/mailbox/guest-orders.jsonl` (never to the log: the link is a secret), and in production a
 * warning says that no mail transport is configured.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface GuestConfirmationMail {
  to: string;
  uniqueId: string;
  link: string;
  confirmBy: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendGuestOrderConfirmation: (mail: GuestConfirmationMail) => Promise<void>;
  }
}

export const guestMailboxFile = (dataDir: string) => path.join(dataDir, 'mailbox', 'guest-orders.jsonl');

async function guestConfirmation(app: FastifyInstance): Promise<void> {
  app.decorate('sendGuestOrderConfirmation', async (mail: GuestConfirmationMail) => {
    if (app.config.production) {
      app.log.warn({ order: mail.uniqueId }, 'no mail transport configured: guest order confirmation not sent');
      return;
    }
    const file = guestMailboxFile(app.config.dataDir);
    mkdirSync(path.dirname(file), { recursive: true });
    const text = `Please confirm your order ${mail.uniqueId} by ${mail.confirmBy}: ${mail.link}`;
    appendFileSync(file, `${JSON.stringify({ to: mail.to, subject: `Confirm your order ${mail.uniqueId}`, text, link: mail.link, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    app.log.info({ order: mail.uniqueId }, 'guest order confirmation written to the local mailbox');
  });
}

export default fp(guestConfirmation, { name: 'guest-confirmation' });
