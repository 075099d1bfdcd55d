/** A consultation room's signalling socket as the browser opens it: connect, send the token, collect what arrives. */
import { WebSocket } from 'ws';

export type Signal = Record<string, unknown>;

export function signallingClient(base: string, appointmentId: number, token: string) {
  const socket = new WebSocket(`${base}/api/appointments/${appointmentId}/signal`);
  const messages: Signal[] = [];
  socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as Signal));
  socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
  return {
    messages,
    send: (message: Signal) => socket.send(JSON.stringify(message)),
    /** the first message of `type` (matching `match`), waiting up to 20 s */
    async waitFor(type: string, match: (message: Signal) => boolean = () => true): Promise<Signal> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = messages.find((message) => message.type === type && match(message));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} message; got ${JSON.stringify(messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => socket.close(),
  };
}
