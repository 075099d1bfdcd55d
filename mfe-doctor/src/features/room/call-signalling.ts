/**
 * The call's connection, without React: signalling through the API's WebSocket (the token in the first
 * message) and one RTCPeerConnection. The doctor makes the offer when the patient is present; the patient
 * answers. A dropped socket reconnects; a refusal (4400-4499) ends the call. What happens is reported to
 * `events`; the hook (useCall) keeps it as state.
 */
import { qualityOf, routeOf, type Quality, type Route } from './call-quality';
import type { CallOptions, CallState } from './call-types';
import { mediaMessage } from './local-media';

export interface CallEvents {
  state(state: CallState): void;
  peerState(state: string): void;
  remoteMedia(media: { camera: boolean; microphone: boolean }): void;
  stats(quality: Quality, route: Route): void;
  /** the server's refusal, or null when the call failed without one */
  error(message: string | null): void;
  chat(): void;
}

export interface CallLink {
  send(message: Record<string, unknown>): void;
  /** says bye and closes the socket and the connection; no reconnecting afterwards */
  close(): void;
}

type Signalling = Pick<CallOptions, 'url' | 'token' | 'role' | 'iceServers' | 'iceTransportPolicy'>;

export function connectCall({ url, token, role, iceServers, iceTransportPolicy = 'all' }: Signalling, stream: MediaStream | null, remoteVideo: () => HTMLVideoElement | null, events: CallEvents): CallLink {
  let socket: WebSocket | null = null;
  let peer: RTCPeerConnection | null = null;
  let pending: RTCIceCandidateInit[] = [];
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const send = (message: Record<string, unknown>) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const newPeer = () => {
    peer?.close();
    pending = [];
    const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy });
    peer = pc;
    for (const track of stream?.getTracks() ?? []) pc.addTrack(track, stream!);
    // receive video even without a camera of our own
    if (!stream?.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
    pc.onicecandidate = (event) => event.candidate && send({ type: 'candidate', candidate: event.candidate.toJSON() });
    pc.ontrack = (event) => {
      const video = remoteVideo();
      if (video && event.streams[0] && video.srcObject !== event.streams[0]) {
        video.srcObject = event.streams[0];
        void video.play().catch(() => undefined);
      }
    };
    pc.onconnectionstatechange = () => {
      if (peer !== pc) return;
      events.peerState(pc.connectionState);
      if (pc.connectionState === 'connected') events.state('connected');
      else if (pc.connectionState === 'disconnected') events.state('reconnecting');
      else if (pc.connectionState === 'failed') {
        events.state('reconnecting');
        if (role === 'doctor') void offer();
      }
    };
    return pc;
  };

  const offer = async () => {
    const pc = newPeer();
    events.state('connecting');
    await pc.setLocalDescription(await pc.createOffer());
    send({ type: 'offer', sdp: pc.localDescription?.toJSON() });
  };

  const flush = async (pc: RTCPeerConnection) => {
    for (const candidate of pending.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
  };

  const onMessage = async (message: Record<string, unknown>) => {
    switch (message.type) {
      case 'ready':
      case 'peer-joined':
        events.state(message.type === 'ready' ? 'waiting' : 'connecting');
        send({ type: 'present' });
        send(mediaMessage(stream));
        break;
      case 'present':
        if (role === 'doctor' && peer?.connectionState !== 'connected') await offer();
        break;
      case 'offer': {
        if (role !== 'patient') break;
        const pc = newPeer();
        events.state('connecting');
        await pc.setRemoteDescription(message.sdp as RTCSessionDescriptionInit);
        await flush(pc);
        await pc.setLocalDescription(await pc.createAnswer());
        send({ type: 'answer', sdp: pc.localDescription?.toJSON() });
        break;
      }
      case 'answer':
        if (role === 'doctor' && peer && peer.signalingState === 'have-local-offer') {
          await peer.setRemoteDescription(message.sdp as RTCSessionDescriptionInit);
          await flush(peer);
        }
        break;
      case 'candidate': {
        const candidate = message.candidate as RTCIceCandidateInit;
        if (peer?.remoteDescription) await peer.addIceCandidate(candidate).catch(() => undefined);
        else pending.push(candidate);
        break;
      }
      case 'media':
        events.remoteMedia({ camera: Boolean(message.camera), microphone: Boolean(message.microphone) });
        break;
      case 'peer-left':
      case 'bye':
        peer?.close();
        peer = null;
        events.peerState('closed');
        events.state('left');
        break;
      case 'chat':
        events.chat();
        break;
      case 'error':
        events.error(typeof message.message === 'string' ? message.message : null);
        break;
      default:
        break;
    }
  };

  const connect = () => {
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
    ws.onmessage = (event) => {
      try {
        void onMessage(JSON.parse(String(event.data))).catch((err: unknown) => events.error(err instanceof Error ? err.message : null));
      } catch {
        // not JSON: ignored
      }
    };
    ws.onclose = (event) => {
      if (closed) return;
      if (event.code >= 4400 && event.code < 4500) {
        events.state(event.code === 4403 ? 'closed' : 'failed');
        return;
      }
      events.state('reconnecting');
      retry = setTimeout(connect, 2000);
    };
  };

  const stats = setInterval(async () => {
    const pc = peer;
    if (!pc || pc.connectionState !== 'connected') return;
    const report = await pc.getStats();
    events.stats(qualityOf(report), routeOf(report));
  }, 2000);

  connect();
  return {
    send,
    close() {
      if (closed) return;
      send({ type: 'bye' });
      closed = true;
      clearTimeout(retry);
      clearInterval(stats);
      socket?.close();
      socket = null;
      peer?.close();
      peer = null;
    },
  };
}
