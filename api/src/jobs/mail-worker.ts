/**
 * Sends the outbox. Each due row is claimed with a conditional UPDATE (pending and due, or a claim that
 * timed out), so with several API processes exactly one sends a given mail, on SQLite and PostgreSQL.
 * A failed send is retried with exponential backoff; after maxAttempts the row is marked failed.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailTransport } from '../integrations/mail/transport';
import { renderAttachment } from '../services/mail/attachments';
import { runWithShopContext, type ShopContext } from '../services/mail/context';
import { parseAttachments } from '../services/mail/outbox';

export interface MailWorkerOptions {
  db: Kysely<Database>;
  /** null: no SMTP_URL, mails stay in the outbox (the local mailbox shows them) */
  transport: MailTransport | null;
  /** the app's shop (its supplier on the attached invoices) */
  shopContext?: ShopContext;
  pollMs?: number;
  maxAttempts?: number;
  /** first retry delay; doubles per attempt up to an hour */
  baseDelayMs?: number;
  /** a claim older than this is taken over (a worker died mid-send) */
  claimMs?: number;
  batchSize?: number;
  log?: (message: string) => void;
}

export interface RunResult {
  sent: number;
  failed: number;
}

const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]), eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)])]);

export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export class MailWorker {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunResult> | null = null;
  private stopped = true;
  private readonly o: Required<Omit<MailWorkerOptions, 'transport' | 'log' | 'shopContext'>> & Pick<MailWorkerOptions, 'transport' | 'log' | 'shopContext'>;

  constructor(options: MailWorkerOptions) {
    this.o = { pollMs: 2000, maxAttempts: 8, baseDelayMs: 30_000, claimMs: 120_000, batchSize: 10, ...options };
  }

  get enabled(): boolean {
    return this.o.transport !== null;
  }

  /** Polls the outbox until stop(); does nothing without a transport. */
  start(): void {
    if (!this.enabled || !this.stopped) return;
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce().catch((error: Error) => {
        this.o.log?.(`mail worker: ${error.message}`);
        return { sent: 0, failed: 0 };
      });
      void this.running.finally(() => {
        this.running = null;
        if (!this.stopped) this.timer = setTimeout(tick, this.o.pollMs);
      });
    };
    tick();
  }

  /** Stops polling, waits for a send in progress, closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.running) await this.running;
    this.o.transport?.close();
  }

  /** Claims and sends every due mail once. */
  async runOnce(now: Date = new Date()): Promise<RunResult> {
    return this.o.shopContext ? runWithShopContext(this.o.shopContext, () => this.sendDue(now)) : this.sendDue(now);
  }

  private async sendDue(now: Date): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0 };
    if (!this.o.transport) return result;
    const nowIso = now.toISOString();
    const due = await this.o.db.selectFrom('outbox').select('id').where(isDue(nowIso)).orderBy('id').limit(this.o.batchSize).execute();
    for (const { id } of due) {
      if (!(await this.claim(id, now))) continue;
      if (await this.deliver(id, now)) result.sent++;
      else result.failed++;
    }
    return result;
  }

  private async claim(id: number, now: Date): Promise<boolean> {
    const claimed = await this.o.db
      .updateTable('outbox')
      .set((eb) => ({ status: 'sending', claimed_by: this.workerId, claimed_until: new Date(now.getTime() + this.o.claimMs).toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where(isDue(now.toISOString()))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  private async deliver(id: number, now: Date): Promise<boolean> {
    const db = this.o.db;
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const mine = (query: ReturnType<typeof db.updateTable<'outbox'>>) => query.where('id', '=', id).where('claimed_by', '=', this.workerId);
    try {
      const attachments = await Promise.all(parseAttachments(row.attachments).map((a) => renderAttachment(db, a)));
      const info = await this.o.transport!.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments,
        messageId: `<outbox-${row.id}-${row.created_at.replace(/\D/g, '')}@ayurvedabazaar.in>`,
      });
      await mine(db.updateTable('outbox'))
        .set({ status: 'sent', sent_at: new Date().toISOString(), message_id: info.messageId, last_error: null, claimed_until: null })
        .execute();
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= this.o.maxAttempts;
      await mine(db.updateTable('outbox'))
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: message.slice(0, 500),
          claimed_until: null,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts, this.o.baseDelayMs)).toISOString(),
        })
        .execute();
      this.o.log?.(`mail ${id} to ${row.recipient} failed (attempt ${row.attempts}): ${message}`);
      return false;
    }
  }
}
