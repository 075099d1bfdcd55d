/**
 * The room's video call: both videos, a clear state for each side, a network-quality hint (audio only when it
 * is poor or there is no camera), camera and microphone toggles, Leave (then Rejoin) and, for the doctor,
 * End consultation.
 */
import { useEffect, useMemo } from 'react';
import type { IceServer } from 'shared-lib/contract';
import { errorMessage, readToken } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { useEndConsultationMutation } from 'shared-lib/store/appointments';
import { confirm, popup } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';
import { useCall } from './useCall';
import styles from './room.module.css';

interface CallStageProps {
  id: number;
  role: 'patient' | 'doctor';
  url: string;
  iceServers: IceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
  onChat: () => void;
  otherName: string;
  /** after Leave: the page mounts a new call */
  onRejoin: () => void;
}

export function CallStage({ id, role, url, iceServers, iceTransportPolicy, onChat, otherName, onRejoin }: CallStageProps) {
  const { t } = useTranslation(DOCTOR_NS);
  const token = readToken() ?? '';
  const options = useMemo(() => ({ url, token, role, iceServers, iceTransportPolicy, onChat }), [url, token, role, iceServers, iceTransportPolicy, onChat]);
  const call = useCall(options, t('call.failedToStart'));
  const [end, ending] = useEndConsultationMutation();
  useEffect(() => {
    if (call.quality === 'poor' && !call.audioOnly) call.setAudioOnly(true);
  }, [call.quality, call.audioOnly, call]);
  const onEnd = async () => {
    if (!(await confirm({ title: t('call.endTitle'), text: t('call.endText'), confirmButtonText: t('call.endYes'), cancelButtonText: t('call.keepTalking') }))) return;
    try {
      await end(id).unwrap();
      call.leave();
    } catch (error) {
      void popup.warning(errorMessage(error));
    }
  };
  const stateText = t(`call.state.${call.state}`);
  return (
    <section className={styles.stage} aria-label={t('call.label')} data-call-state={call.state} data-peer-state={call.peerState} data-route={call.route} data-testid="call">
      <div className={styles.remote}>
        <video ref={call.remoteVideo} autoPlay playsInline data-testid="remote-video" aria-label={t('call.theirVideo', { name: otherName })} />
        {call.state !== 'connected' && <p className={styles.overlay}>{stateText}</p>}
        {call.state === 'connected' && !call.remoteMedia.camera && <p className={styles.overlay}>{t('call.theirCameraOff', { name: otherName })}</p>}
        <video ref={call.localVideo} autoPlay playsInline muted className={styles.local} data-testid="local-video" aria-label={t('call.yourVideo')} hidden={!call.camera} />
      </div>
      <div className={styles.status}>
        <span className={styles[`state_${call.state}`]} role="status" data-testid="call-state">
          {stateText}
        </span>
        <span className={styles.quality} data-testid="network-quality">
          {t('call.network', { quality: call.quality === 'unknown' ? '—' : t(`call.quality.${call.quality}`) })}
          {call.route === 'relay' && ` · ${t('call.relay')}`}
        </span>
        {!call.remoteMedia.microphone && call.state === 'connected' && <span>{t('call.theyAreMuted', { name: otherName })}</span>}
        {call.audioOnly && <span>{call.hasCamera ? t('call.audioOnlyPoor') : t('call.audioOnlyNoCamera')}</span>}
        {call.error && <span role="alert">{call.error}</span>}
      </div>
      <div className={styles.controls}>
        <button type="button" aria-pressed={call.microphone} onClick={call.toggleMicrophone}>
          {call.microphone ? t('call.mute') : t('call.unmute')}
        </button>
        <button type="button" aria-pressed={call.camera} disabled={!call.hasCamera} onClick={call.toggleCamera}>
          {call.camera ? t('call.cameraOff') : t('call.cameraOn')}
        </button>
        {call.hasCamera && (
          <button type="button" onClick={() => call.setAudioOnly(!call.audioOnly)}>
            {call.audioOnly ? t('call.useVideo') : t('call.audioOnly')}
          </button>
        )}
        {call.state === 'closed' ? (
          <button type="button" onClick={onRejoin}>
            {t('call.rejoin')}
          </button>
        ) : (
          <button type="button" className={styles.leave} onClick={call.leave}>
            {t('call.leave')}
          </button>
        )}
        {role === 'doctor' && (
          <button type="button" className={styles.leave} disabled={ending.isLoading} onClick={() => void onEnd()}>
            {t('call.end')}
          </button>
        )}
      </div>
    </section>
  );
}
