/**
 * Every scheduled background job, in one list. Registered after the routes; main.ts starts the timers beside
 * the mail worker (tests build the app without them and run a job on demand). Closing the app stops them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type JobDefinition, JobScheduler } from '../jobs/schedule';
import { runWithShopContext } from '../services/mail/context';
import { expireStalePayments } from '../services/orders';
import { expireUnconfirmedGuestOrders } from '../services/orders/guest';
import { closeEndedAppointments, expireAppointmentHolds } from '../services/appointments/sweeps';
import { purgeExpiredPrescriptions } from '../services/rx/retention';
import { runPayouts } from '../services/payouts/run';
import { moveReturnPhotosToPrivate } from '../services/returns/photos';

export type JobName = 'payment-expiry' | 'guest-order-expiry' | 'appointment-hold-expiry' | 'appointment-close-ended' | 'rx-retention' | 'seller-payouts' | 'return-photos-private';

/** Prescriptions expire by the day: the retention sweep runs hourly at most. */
const RX_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** the scheduled background jobs; main.ts starts them, close() stops them */
    jobs: JobScheduler<JobName>;
  }
}

export function scheduledJobs(app: FastifyInstance): Array<JobDefinition<JobName>> {
  const intervalMs = app.config.jobIntervalMs ?? 60_000;
  // a run may write mails (a late payment settled as paid): with this app's shop context
  const inShop = (work: () => Promise<unknown>) => () => runWithShopContext(app.shopContext, work);
  return [
    // abandoned online payments: a last status check, then failed with their stock released
    { name: 'payment-expiry', intervalMs, run: inShop(() => expireStalePayments(app.db, app.paymentProvider, app.config.payment.expiryMinutes)) },
    // guest pay-on-delivery orders not confirmed from the e-mailed link give their stock back
    { name: 'guest-order-expiry', intervalMs, run: inShop(() => expireUnconfirmedGuestOrders(app.db)) },
    // unpaid consultation holds free their slot
    { name: 'appointment-hold-expiry', intervalMs, run: inShop(() => expireAppointmentHolds(app.db, app.paymentProvider)) },
    // consultations past their end: completed, or missed when nobody joined
    { name: 'appointment-close-ended', intervalMs, run: inShop(() => closeEndedAppointments(app.db)) },
    // prescriptions, their reviews and audit rows and the H1 register once their 3 years are over (issue 28), never earlier
    { name: 'rx-retention', intervalMs: Math.max(intervalMs, RX_RETENTION_INTERVAL_MS), run: () => purgeExpiredPrescriptions(app.db, app.storage) },
    // the weekly payout statements (issue 33): looks for a closed payout week, one statement per seller and week
    { name: 'seller-payouts', intervalMs: app.config.payoutJobIntervalMs ?? 3_600_000, run: () => runPayouts(app.db) },
    // return photos uploaded while they were public (before migration 0260) move to the private area, a batch a run
    { name: 'return-photos-private', intervalMs, run: () => moveReturnPhotosToPrivate(app.db, app.storage) },
  ];
}

export default fp(
  async (app) => {
    const jobs = new JobScheduler<JobName>({
      db: app.db,
      jobs: scheduledJobs(app),
      warn: (error, job) => app.log.warn({ err: error, job }, `background job ${job} failed`),
    });
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'jobs' },
);
