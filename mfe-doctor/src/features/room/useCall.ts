/**
 * One-to-one WebRTC call of the consultation room: the local camera and microphone (each on or off, or audio
 * only when there is no camera or the network is poor) and the call's state (waiting for the other person,
 * connecting, connected, reconnecting, left), kept as React state. The connection itself is
 * call-signalling.ts; the media, local-media.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Quality, Route } from './call-quality';
import { type CallLink, connectCall } from './call-signalling';
import type { Call, CallOptions, CallState } from './call-types';
import { localMedia, mediaMessage } from './local-media';

export type { Quality } from './call-quality';
export type { Call, CallOptions, CallState } from './call-types';

/** Turns the tracks of one kind on or off together; the new state (null: there is no such track). */
function flip(tracks: MediaStreamTrack[]): boolean | null {
  if (!tracks.length) return null;
  const on = !tracks[0].enabled;
  tracks.forEach((track) => (track.enabled = on));
  return on;
}

/** `failedText`: shown when the call fails without a message of the server's */
export function useCall(options: CallOptions | null, failedText: string): Call {
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
  const link = useRef<CallLink | null>(null);
  const latest = useRef({ onChat: options?.onChat, failedText });
  latest.current = { onChat: options?.onChat, failedText };

  const key = options ? `${options.url}|${options.role}` : null;
  useEffect(() => {
    if (!options) return undefined;
    let stopped = false;
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
      link.current = connectCall(options, media.stream, () => remoteVideo.current, {
        state: setState,
        peerState: setPeerState,
        remoteMedia: setRemoteMedia,
        stats: (nextQuality, nextRoute) => {
          setQuality(nextQuality);
          setRoute(nextRoute);
        },
        error: (message) => setError(message ?? latest.current.failedText),
        chat: () => latest.current.onChat?.(),
      });
    })();
    return () => {
      stopped = true;
      link.current?.close();
      link.current = null;
      stream.current?.getTracks().forEach((track) => track.stop());
      stream.current = null;
    };
    // the call restarts only when the room or the side changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const announce = useCallback(() => link.current?.send(mediaMessage(stream.current)), []);

  const toggleCamera = useCallback(() => {
    const on = flip(stream.current?.getVideoTracks() ?? []);
    if (on === null) return;
    setCamera(on);
    if (on) setAudioOnlyState(false);
    announce();
  }, [announce]);

  const toggleMicrophone = useCallback(() => {
    const on = flip(stream.current?.getAudioTracks() ?? []);
    if (on === null) return;
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
    link.current?.close();
    setPeerState('closed');
    setState('closed');
  }, []);

  return { state, error, quality, route, camera, microphone, hasCamera, audioOnly, remoteMedia, localVideo, remoteVideo, peerState, toggleCamera, toggleMicrophone, setAudioOnly, leave };
}
