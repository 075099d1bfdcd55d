/**
 * Consultation signalling across API replicas (REDIS_URL): every delivery is published on one Redis channel
 * and every replica (the sender's too) hands it to the sockets it holds for that appointment and user. A
 * replica holding neither party drops it. Redis pub/sub is fire-and-forget: a message published while a
 * replica reconnects is lost, and WebRTC's own retry (a new offer on `present`) recovers.
 */
import Redis from 'ioredis';
import type { Delivery, SignalBus } from '../../plugins/consultation-signals';

export const SIGNAL_CHANNEL = 'consultation-signals';

export class RedisSignalBus implements SignalBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  constructor(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5000 });
    this.subscriber = new Redis(url, { connectTimeout: 5000 });
    // errors are retried by ioredis; without a listener they would crash the process
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
  }

  async publish(delivery: Delivery): Promise<void> {
    await this.publisher.publish(SIGNAL_CHANNEL, JSON.stringify(delivery));
  }

  async subscribe(handler: (delivery: Delivery) => void): Promise<void> {
    this.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== SIGNAL_CHANNEL) return;
      try {
        const delivery = JSON.parse(text) as Delivery;
        if (Number.isInteger(delivery.appointmentId) && Number.isInteger(delivery.to) && delivery.payload && typeof delivery.payload === 'object') handler(delivery);
      } catch {
        // not ours: ignored
      }
    });
    await this.subscriber.subscribe(SIGNAL_CHANNEL);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
