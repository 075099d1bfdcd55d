/**
 * One-to-one WebRTC call of the consultation room. Signalling goes through the API's WebSocket (the token
 * in the first message). The doctor makes the offer when the patient is present; the patient answers.
 * States: waiting (for the other person), connecting, connected, reconnecting, left (the other person
 * left), and the local media: camera and microphone each on or off, or audio only when there is no camera
 * or the network is poor.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { qualityOf, routeOf, type Quality, type Route } from './call-quality';
import { localMedia, mediaMessage } from './local-media';

export type { Quality } from './call-quality';
export type { Call, CallOptions, CallState } from './call-types';
import type { Call, CallOptions, CallState } from './call-types';

export function useCall(options: CallOptions | null): Call {
  const [state, setState] = useState<CallState>('starting');
  const [error, setError] = useState<string | null>(null);
  const [quality, setQuality] = useState<Quality>('unknown');
  const [route, setRoute] = useState<Route>('unknown');
  const [camera, setCamera] = useState(true);
  const [microphone, setMicrophone] = useState(true);
  const [hasCamera, setHasCamera] = useState(true);
  const [audioOnly, setAudioOnlyState] = useState(false);
  const [peerState, setPeerState] = useState('new');
  const [remoteMedia, setRemoteMedia] = useState({ camera: true, microphone: true });
  const localVideo = useRef<HTMLVideoElement | null>(null);
  const remoteVideo = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const leaving = useRef(false);
  const onChat = useRef(options?.onChat);
  onChat.current = options?.onChat;

  const send = useCallback((message: Record<string, unknown>) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  const key = options ? `${options.url}|${options.role}` : null;
  useEffect(() => {
    if (!options) return undefined;
    const { url, token, role, iceServers, iceTransportPolicy = 'all' } = options;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    leaving.current = false;

    const newPeer = () => {
      peer.current?.close();
      pending.current = [];
      const pc = new RTCPeerConnection({ iceServers, iceTransportPolicy });
      peer.current = pc;
      for (const track of stream.current?.getTracks() ?? []) pc.addTrack(track, stream.current!);
      // receive video even without a camera of our own
      if (!stream.current?.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
      pc.onicecandidate = (event) => event.candidate && send({ type: 'candidate', candidate: event.candidate.toJSON() });
      pc.ontrack = (event) => {
        if (remoteVideo.current && event.streams[0] && remoteVideo.current.srcObject !== event.streams[0]) {
          remoteVideo.current.srcObject = event.streams[0];
          void remoteVideo.current.play().catch(() => undefined);
        }
      };
      pc.onconnectionstatechange = () => {
        if (peer.current !== pc) return;
        setPeerState(pc.connectionState);
        if (pc.connectionState === 'connected') setState('connected');
        else if (pc.connectionState === 'disconnected') setState('reconnecting');
        else if (pc.connectionState === 'failed') {
          setState('reconnecting');
          if (role === 'doctor') void offer();
        }
      };
      return pc;
    };

    const offer = async () => {
      const pc = newPeer();
      setState('connecting');
      await pc.setLocalDescription(await pc.createOffer());
      send({ type: 'offer', sdp: pc.localDescription?.toJSON() });
    };

    const flush = async (pc: RTCPeerConnection) => {
      for (const candidate of pending.current.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
    };

    const onMessage = async (message: Record<string, unknown>) => {
      switch (message.type) {
        case 'ready':
          setState('waiting');
          send({ type: 'present' });
          send(mediaMessage(stream.current));
          break;
        case 'peer-joined':
          setState('connecting');
          send({ type: 'present' });
          send(mediaMessage(stream.current));
          break;
        case 'present':
          if (role === 'doctor' && peer.current?.connectionState !== 'connected') await offer();
          break;
        case 'offer': {
          if (role !== 'patient') break;
          const pc = newPeer();
          setState('connecting');
          await pc.setRemoteDescription(message.sdp as RTCSessionDescriptionInit);
          await flush(pc);
          await pc.setLocalDescription(await pc.createAnswer());
          send({ type: 'answer', sdp: pc.localDescription?.toJSON() });
          break;
        }
        case 'answer':
          if (role === 'doctor' && peer.current && peer.current.signalingState === 'have-local-offer') {
            await peer.current.setRemoteDescription(message.sdp as RTCSessionDescriptionInit);
            await flush(peer.current);
          }
          break;
        case 'candidate': {
          const candidate = message.candidate as RTCIceCandidateInit;
          if (peer.current?.remoteDescription) await peer.current.addIceCandidate(candidate).catch(() => undefined);
          else pending.current.push(candidate);
          break;
        }
        case 'media':
          setRemoteMedia({ camera: Boolean(message.camera), microphone: Boolean(message.microphone) });
          break;
        case 'peer-left':
        case 'bye':
          peer.current?.close();
          peer.current = null;
          setPeerState('closed');
          setState('left');
          break;
        case 'chat':
          onChat.current?.();
          break;
        case 'error':
          setError(String(message.message ?? 'The call could not start'));
          break;
        default:
          break;
      }
    };

    const connect = () => {
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
      ws.onmessage = (event) => {
        try {
          void onMessage(JSON.parse(String(event.data))).catch((err: unknown) => setError(err instanceof Error ? err.message : 'Signalling failed'));
        } catch {
          // not JSON: ignored
        }
      };
      ws.onclose = (event) => {
        if (stopped || leaving.current) return;
        if (event.code >= 4400 && event.code < 4500) {
          setState(event.code === 4403 ? 'closed' : 'failed');
          return;
        }
        setState('reconnecting');
        retry = setTimeout(connect, 2000);
      };
    };

    void (async () => {
      const media = await localMedia();
      if (stopped) {
        media.stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      stream.current = media.stream;
      setHasCamera(media.hasCamera);
      setCamera(media.hasCamera);
      setAudioOnlyState(!media.hasCamera);
      setMicrophone(Boolean(media.stream?.getAudioTracks().length));
      if (localVideo.current && media.stream) localVideo.current.srcObject = media.stream;
      connect();
    })();

    const stats = setInterval(async () => {
      const pc = peer.current;
      if (!pc || pc.connectionState !== 'connected') return;
      const report = await pc.getStats();
      setQuality(qualityOf(report));
      setRoute(routeOf(report));
    }, 2000);

    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(stats);
      send({ type: 'bye' });
      socket.current?.close();
      socket.current = null;
      peer.current?.close();
      peer.current = null;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
    // the call restarts only when the room or the side changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const announce = useCallback(() => {
    send(mediaMessage(stream.current));
  }, [send]);

  const toggleCamera = useCallback(() => {
    const tracks = stream.current?.getVideoTracks() ?? [];
    if (!tracks.length) return;
    const on = !tracks[0].enabled;
    tracks.forEach((track) => (track.enabled = on));
    setCamera(on);
    if (on) setAudioOnlyState(false);
    announce();
  }, [announce]);

  const toggleMicrophone = useCallback(() => {
    const tracks = stream.current?.getAudioTracks() ?? [];
    if (!tracks.length) return;
    const on = !tracks[0].enabled;
    tracks.forEach((track) => (track.enabled = on));
    setMicrophone(on);
    announce();
  }, [announce]);

  const setAudioOnly = useCallback(
    (on: boolean) => {
      stream.current?.getVideoTracks().forEach((track) => (track.enabled = !on));
      setAudioOnlyState(on);
      setCamera(!on && Boolean(stream.current?.getVideoTracks().length));
      announce();
    },
    [announce],
  );

  const leave = useCallback(() => {
    leaving.current = true;
    send({ type: 'bye' });
    socket.current?.close();
    peer.current?.close();
    peer.current = null;
    setPeerState('closed');
    setState('closed');
  }, [send]);

  return { state, error, quality, route, camera, microphone, hasCamera, audioOnly, remoteMedia, localVideo, remoteVideo, peerState, toggleCamera, toggleMicrophone, setAudioOnly, leave };
}
