/** The consultation room call's options, states and controls (useCall). */
import type { IceServer } from 'shared-lib/contract';
import type { Quality, Route } from './call-quality';

export type CallState = 'starting' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'left' | 'closed' | 'failed';

export interface CallOptions {
  url: string;
  token: string;
  role: 'patient' | 'doctor';
  iceServers: IceServer[];
  /** 'relay': media only through the TURN server (from the room's configuration) */
  iceTransportPolicy?: RTCIceTransportPolicy;
  onChat: () => void;
}

export interface Call {
  state: CallState;
  error: string | null;
  quality: Quality;
  route: Route;
  camera: boolean;
  microphone: boolean;
  hasCamera: boolean;
  audioOnly: boolean;
  remoteMedia: { camera: boolean; microphone: boolean };
  localVideo: React.RefObject<HTMLVideoElement | null>;
  remoteVideo: React.RefObject<HTMLVideoElement | null>;
  /** RTCPeerConnection.connectionState, for the page's data attribute */
  peerState: string;
  toggleCamera(): void;
  toggleMicrophone(): void;
  setAudioOnly(on: boolean): void;
  leave(): void;
}
