/**
 * Consultation signalling (issue 27): @fastify/websocket and the hub that relays WebRTC offers, answers and
 * ICE candidates between the two parties of one appointment. A socket proves who it is with the caller's
 * token in its first message (never in the URL, so it never reaches a log); it is then bound to one
 * appointment and one side, and everything it sends goes only to the other party of that appointment.
 * With a bus (Redis pub/sub when REDIS_URL is set) the relay crosses API replicas.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';

declare module 'fastify' {
  interface FastifyInstance {
    consultationSignals: SignalHub;
  }
}

/** One delivery: to every socket of user `to` in appointment `appointmentId`. */
export interface Delivery {
  appointmentId: number;
  to: number;
  payload: Record<string, unknown>;
}

/** Carries deliveries to the other replicas (Redis pub/sub); in one process the hub delivers locally only. */
export interface SignalBus {
  publish(delivery: Delivery): Promise<void>;
  subscribe(handler: (delivery: Delivery) => void): Promise<void>;
  close(): Promise<void>;
}

export class SignalHub {
  private readonly rooms = new Map<number, Map<number, Set<WebSocket>>>();
  constructor(private readonly bus: SignalBus | null = null) {}

  async start(): Promise<void> {
    await this.bus?.subscribe((delivery) => this.deliverLocally(delivery));
  }

  add(appointmentId: number, userId: number, socket: WebSocket): void {
    const room = this.rooms.get(appointmentId) ?? new Map<number, Set<WebSocket>>();
    this.rooms.set(appointmentId, room);
    const sockets = room.get(userId) ?? new Set<WebSocket>();
    room.set(userId, sockets);
    sockets.add(socket);
  }

  remove(appointmentId: number, userId: number, socket: WebSocket): void {
    const room = this.rooms.get(appointmentId);
    const sockets = room?.get(userId);
    sockets?.delete(socket);
    if (sockets && !sockets.size) room?.delete(userId);
    if (room && !room.size) this.rooms.delete(appointmentId);
  }

  /** Sends to every socket of `to` in that appointment, here and (with a bus) on the other replicas. */
  async send(delivery: Delivery): Promise<void> {
    if (this.bus) await this.bus.publish(delivery);
    else this.deliverLocally(delivery);
  }

  private deliverLocally({ appointmentId, to, payload }: Delivery): void {
    const text = JSON.stringify(payload);
    for (const socket of this.rooms.get(appointmentId)?.get(to) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  /** A chat message posted over HTTP reaches the other party at once (both parties' other tabs too). */
  notifyChat(appointmentId: number, parties: number[], message: unknown): void {
    for (const to of parties) void this.send({ appointmentId, to, payload: { type: 'chat', message } }).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const room of this.rooms.values()) for (const sockets of room.values()) for (const socket of sockets) socket.close(1001, 'server closing');
    this.rooms.clear();
    await this.bus?.close();
  }
}

async function consultationSignalsPlugin(app: FastifyInstance, options: { bus?: SignalBus | null }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = new SignalHub(options.bus ?? null);
  await hub.start();
  app.decorate('consultationSignals', hub);
  app.addHook('onClose', async () => hub.close());
}

export default fp(consultationSignalsPlugin, { name: 'consultation-signals' });
