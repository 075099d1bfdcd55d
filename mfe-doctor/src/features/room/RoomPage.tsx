/**
 * The consultation room (route consult/:id), for the appointment's patient and doctor: video and audio
 * with camera and microphone toggles, a clear state for each side, a network-quality hint (audio only
 * when it is poor or there is no camera), the chat (always), and the e-prescription.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { IceServer } from 'shared-lib/contract';
import { formatIstDay, formatIstTime } from 'shared-lib/domain/consultations';
import { errorMessage, readToken } from 'shared-lib/http';
import { selectUser, useAppSelector } from 'shared-lib/store';
import { signallingUrl, useEndConsultationMutation, useGetPrescriptionsQuery, useGetRoomQuery, useJoinRoomMutation } from 'shared-lib/store/appointments';
import { confirm, popup } from 'shared-lib/ui';
import { ChatPanel } from './ChatPanel';
import { PrescriptionForm } from './PrescriptionForm';
import { PrescriptionCard } from './PrescriptionList';
import { type CallState, useCall } from './useCall';
import styles from './room.module.css';

const STATE_TEXT: Record<CallState, string> = {
  starting: 'Starting your camera and microphone…',
  waiting: 'Waiting for the other person to join…',
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  left: 'The other person left. They can rejoin at any time.',
  closed: 'You left the call.',
  failed: 'The call could not start. The chat still works.',
};

function Call({
  id,
  role,
  url,
  iceServers,
  iceTransportPolicy,
  onChat,
  otherName,
}: {
  id: number;
  role: 'patient' | 'doctor';
  url: string;
  iceServers: IceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
  onChat: () => void;
  otherName: string;
}) {
  const token = readToken() ?? '';
  const options = useMemo(() => ({ url, token, role, iceServers, iceTransportPolicy, onChat }), [url, token, role, iceServers, iceTransportPolicy, onChat]);
  const call = useCall(options);
  const [rejoin, setRejoin] = useState(0);
  const [end, ending] = useEndConsultationMutation();
  useEffect(() => {
    if (call.quality === 'poor' && !call.audioOnly) call.setAudioOnly(true);
  }, [call.quality, call.audioOnly, call]);
  const onEnd = async () => {
    if (!(await confirm({ title: 'End the consultation?', text: 'It will be marked completed. You can still write the prescription for 24 hours.', confirmButtonText: 'End it', cancelButtonText: 'Keep talking' }))) return;
    try {
      await end(id).unwrap();
      call.leave();
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  return (
    <section className={styles.stage} aria-label="Video call" data-call-state={call.state} data-peer-state={call.peerState} data-route={call.route} data-testid="call" key={rejoin}>
      <div className={styles.remote}>
        <video ref={call.remoteVideo} autoPlay playsInline data-testid="remote-video" aria-label={`${otherName}'s video`} />
        {call.state !== 'connected' && <p className={styles.overlay}>{STATE_TEXT[call.state]}</p>}
        {call.state === 'connected' && !call.remoteMedia.camera && <p className={styles.overlay}>{otherName}'s camera is off</p>}
        <video ref={call.localVideo} autoPlay playsInline muted className={styles.local} data-testid="local-video" aria-label="Your video" hidden={!call.camera} />
      </div>
      <div className={styles.status}>
        <span className={styles[`state_${call.state}`]} role="status" data-testid="call-state">
          {STATE_TEXT[call.state]}
        </span>
        <span className={styles.quality} data-testid="network-quality">
          Network: {call.quality === 'unknown' ? '—' : call.quality}
          {call.route === 'relay' && ' · through the relay server'}
        </span>
        {!call.remoteMedia.microphone && call.state === 'connected' && <span>{otherName} is muted</span>}
        {call.audioOnly && <span>{call.hasCamera ? 'Audio only (poor network)' : 'Audio only: no camera found'}</span>}
        {call.error && <span role="alert">{call.error}</span>}
      </div>
      <div className={styles.controls}>
        <button type="button" aria-pressed={call.microphone} onClick={call.toggleMicrophone}>
          {call.microphone ? 'Mute microphone' : 'Unmute microphone'}
        </button>
        <button type="button" aria-pressed={call.camera} disabled={!call.hasCamera} onClick={call.toggleCamera}>
          {call.camera ? 'Turn camera off' : 'Turn camera on'}
        </button>
        {call.hasCamera && (
          <button type="button" onClick={() => call.setAudioOnly(!call.audioOnly)}>
            {call.audioOnly ? 'Use video' : 'Audio only'}
          </button>
        )}
        {call.state === 'closed' ? (
          <button type="button" onClick={() => setRejoin((n) => n + 1)}>
            Rejoin
          </button>
        ) : (
          <button type="button" className={styles.leave} onClick={call.leave}>
            Leave
          </button>
        )}
        {role === 'doctor' && (
          <button type="button" className={styles.leave} disabled={ending.isLoading} onClick={() => void onEnd()}>
            End consultation
          </button>
        )}
      </div>
    </section>
  );
}

export function RoomPage() {
  const id = Number(useParams().id);
  const user = useAppSelector(selectUser);
  const signedIn = user?.type === 'patient' || user?.type === 'doctor';
  const { data: room, error, refetch } = useGetRoomQuery(id, { skip: !signedIn || !Number.isInteger(id) });
  const [join, joined] = useJoinRoomMutation();
  // while the room is open the patient sees the doctor's prescription arrive
  const { data: prescriptions = [] } = useGetPrescriptionsQuery(id, { skip: !room, pollingInterval: room?.phase === 'open' ? 5000 : 0 });
  const [chatKey, setChatKey] = useState(0);
  const [writing, setWriting] = useState(false);
  const onChat = useMemo(() => () => setChatKey((n) => n + 1), []);

  useEffect(() => {
    if (room?.phase === 'open' && !joined.isSuccess && !joined.isLoading && !joined.isError) void join(id);
  }, [room?.phase, id, join, joined.isSuccess, joined.isLoading, joined.isError]);
  // an early room opens by itself
  useEffect(() => {
    if (room?.phase !== 'early') return undefined;
    const timer = setTimeout(() => void refetch(), Math.max(1000, Math.min(60_000, Date.parse(room.opens) - Date.now())));
    return () => clearTimeout(timer);
  }, [room, refetch]);

  if (!signedIn)
    return (
      <div className={styles.page}>
        <p role="alert">Please log in to enter the consultation room.</p>
        <p>
          <Link to="/patient/login">Log in as a patient</Link> · <Link to="/doctor/login">Log in as a doctor</Link>
        </p>
      </div>
    );
  if (error)
    return (
      <div className={styles.page}>
        <p role="alert">{errorMessage(error)}</p>
      </div>
    );
  if (!room) return <div className={styles.page}>Opening the room…</div>;

  const appointment = room.appointment;
  const other = room.role === 'doctor' ? appointment.patient.name : appointment.doctor.name;
  const current = prescriptions.find((p) => !p.superseded) ?? null;
  const dashboard = room.role === 'doctor' ? '/doctor/dashboard' : '/patient/my-profile/consultations';
  return (
    <div className={styles.page} data-testid="consult-room">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>Consultation with {other}</h1>
          <p className={styles.muted}>
            {formatIstDay(appointment.start)}, {formatIstTime(appointment.start)} – {formatIstTime(appointment.end)} IST · Consultation #{appointment.id}
          </p>
        </div>
        <Link to={dashboard}>Back to {room.role === 'doctor' ? 'your dashboard' : 'My Consultations'}</Link>
      </header>
      <div className={styles.layout}>
        <div>
          {room.phase === 'open' && joined.isSuccess && <Call id={id} role={room.role} url={signallingUrl(room.signalling_path)} iceServers={room.ice_servers} iceTransportPolicy={room.ice_transport_policy ?? 'all'} onChat={onChat} otherName={other} />}
          {room.phase === 'open' && joined.isError && <p role="alert">{errorMessage(joined.error)}</p>}
          {room.phase === 'early' && (
            <p className={styles.notice} role="status">
              The room opens at {formatIstTime(room.opens)} IST, 10 minutes before the start. This page opens it by itself.
            </p>
          )}
          {room.phase === 'closed' && (
            <p className={styles.notice} role="status">
              This consultation is over{appointment.status === 'completed' ? ' (completed)' : ''}. The chat and the prescription stay here.
            </p>
          )}
          <section aria-label="Prescriptions" className={styles.prescriptions}>
            {room.can_prescribe && (writing || !current) && <PrescriptionForm key={current?.id ?? 0} appointmentId={id} current={current} onDone={() => setWriting(false)} />}
            {prescriptions.map((prescription) => (
              <PrescriptionCard key={prescription.id} prescription={prescription} role={room.role} onCorrect={room.can_prescribe ? () => setWriting(true) : undefined} />
            ))}
          </section>
        </div>
        <ChatPanel appointmentId={id} me={room.role} open={room.phase === 'open' && appointment.status === 'confirmed'} refreshKey={chatKey} />
      </div>
    </div>
  );
}
