/**
 * The consultation room (route consult/:id), for the appointment's patient and doctor: the video call
 * (CallStage), the chat (always), and the e-prescription.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { selectUser, useAppSelector } from 'shared-lib/store';
import { signallingUrl, useGetPrescriptionsQuery, useGetRoomQuery, useJoinRoomMutation } from 'shared-lib/store/appointments';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import { CallStage } from './CallStage';
import { ChatPanel } from './ChatPanel';
import { PrescriptionForm } from './PrescriptionForm';
import { PrescriptionCard } from './PrescriptionList';
import styles from './room.module.css';

export function RoomPage() {
  const { t } = useTranslation(DOCTOR_NS);
  const { day, time } = useFormats();
  const id = Number(useParams().id);
  const user = useAppSelector(selectUser);
  const signedIn = user?.type === 'patient' || user?.type === 'doctor';
  const { data: room, error, refetch } = useGetRoomQuery(id, { skip: !signedIn || !Number.isInteger(id) });
  const [join, joined] = useJoinRoomMutation();
  // while the room is open the patient sees the doctor's prescription arrive
  const { data: prescriptions = [] } = useGetPrescriptionsQuery(id, { skip: !room, pollingInterval: room?.phase === 'open' ? 5000 : 0 });
  const [chatKey, setChatKey] = useState(0);
  const [callKey, setCallKey] = useState(0);
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
        <p role="alert">{t('room.logIn')}</p>
        <p>
          <Link to="/patient/login">{t('room.logInPatient')}</Link> · <Link to="/doctor/login">{t('signup.logInAsDoctor')}</Link>
        </p>
      </div>
    );
  if (error)
    return (
      <div className={styles.page}>
        <p role="alert">{errorMessage(error)}</p>
      </div>
    );
  if (!room) return <div className={styles.page}>{t('room.opening')}</div>;

  const appointment = room.appointment;
  const other = room.role === 'doctor' ? appointment.patient.name : appointment.doctor.name;
  const current = prescriptions.find((p) => !p.superseded) ?? null;
  const dashboard = room.role === 'doctor' ? '/doctor/dashboard' : '/patient/my-profile/consultations';
  return (
    <div className={styles.page} data-testid="consult-room">
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{t('room.title', { name: other })}</h1>
          <p className={styles.muted}>{t('room.when', { day: day(appointment.start), start: time(appointment.start), end: time(appointment.end), id: appointment.id })}</p>
        </div>
        <Link to={dashboard}>{room.role === 'doctor' ? t('room.backDoctor') : t('room.backPatient')}</Link>
      </header>
      <div className={styles.layout}>
        <div>
          {room.phase === 'open' && joined.isSuccess && (
            <CallStage key={callKey} id={id} role={room.role} url={signallingUrl(room.signalling_path)} iceServers={room.ice_servers} iceTransportPolicy={room.ice_transport_policy ?? 'all'} onChat={onChat} otherName={other} onRejoin={() => setCallKey((n) => n + 1)} />
          )}
          {room.phase === 'open' && joined.isError && <p role="alert">{errorMessage(joined.error)}</p>}
          {room.phase === 'early' && (
            <p className={styles.notice} role="status">
              {t('room.opens', { time: time(room.opens) })}
            </p>
          )}
          {room.phase === 'closed' && (
            <p className={styles.notice} role="status">
              {appointment.status === 'completed' ? t('room.overCompleted') : t('room.over')}
            </p>
          )}
          <section aria-label={t('room.prescriptions')} className={styles.prescriptions}>
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
