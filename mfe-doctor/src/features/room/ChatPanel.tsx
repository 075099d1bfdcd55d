/** The room's text chat: always available (also when the video fails), kept with the consultation and shown afterwards. */
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, REPORT_FILE_MAX_BYTES } from 'shared-lib/domain/consultations';
import { errorMessage } from 'shared-lib/http';
import { useTranslation } from 'shared-lib/i18n';
import { useGetChatQuery, useSendChatMutation, useShareChatFileMutation } from 'shared-lib/store/appointments';
import { useConsultationMessages } from '../../i18n/consultation-messages';
import { DOCTOR_NS } from '../../i18n/texts';
import { useFormats } from '../../i18n/useFormats';
import { ChatFileLink } from './ChatFileLink';
import styles from './room.module.css';

export function ChatPanel({ appointmentId, me, open, refreshKey }: { appointmentId: number; me: 'patient' | 'doctor'; open: boolean; refreshKey: number }) {
  const { t } = useTranslation(DOCTOR_NS);
  const messagesTable = useConsultationMessages();
  const { time } = useFormats();
  // the socket says when a message arrives; a slow poll covers a socket that is down
  const { data: messages = [], refetch } = useGetChatQuery(appointmentId, { pollingInterval: open ? 5000 : 0 });
  const [send, sending] = useSendChatMutation();
  const [share, sharing] = useShareChatFileMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  useEffect(() => {
    if (refreshKey) void refetch();
  }, [refreshKey, refetch]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await send({ id: appointmentId, body: text.trim() }).unwrap();
      setText('');
      setError(null);
      void refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // the server checks the bytes and the size again; this only spares a slow upload that would be refused
    if (file.size > REPORT_FILE_MAX_BYTES) {
      setError(messagesTable.fileTooLarge);
      return;
    }
    try {
      await share({ id: appointmentId, file }).unwrap();
      setError(null);
      void refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <section className={styles.chat} aria-label={t('chat.title')}>
      <h2 className={styles.sideTitle}>{t('chat.title')}</h2>
      <ol className={styles.messages} ref={list} aria-live="polite" data-testid="chat-messages">
        {messages.length === 0 && <li className={styles.muted}>{t('chat.none')}</li>}
        {messages.map((message) => (
          <li key={message.id} className={message.sender === me ? styles.mine : styles.theirs} data-testid="chat-message">
            <span className={styles.sender}>{`${message.sender === me ? t('chat.you') : message.sender_name} · ${time(message.created_at)}`}</span>
            {message.body && <span>{message.body}</span>}
            {message.file && <ChatFileLink appointmentId={appointmentId} messageId={message.id} file={message.file} />}
          </li>
        ))}
      </ol>
      {open ? (
        <>
        <form className={styles.chatForm} onSubmit={(event) => void onSubmit(event)}>
          <label className={styles.visuallyHidden} htmlFor="chat-input">
            {t('chat.message')}
          </label>
          <input id="chat-input" value={text} maxLength={CHAT_MESSAGE_MAX_LENGTH} placeholder={t('chat.placeholder')} onChange={(event) => setText(event.target.value)} autoComplete="off" />
          <button type="submit" disabled={sending.isLoading || !text.trim()}>
            {t('chat.send')}
          </button>
        </form>
        <label className={styles.shareFile}>
          <input type="file" accept="image/jpeg,image/png,application/pdf" className={styles.visuallyHidden} onChange={(event) => void onFile(event)} disabled={sharing.isLoading} data-testid="chat-file-input" />
          {sharing.isLoading ? t('chat.sharing') : t('chat.share')}
          <span className={styles.fileMeta}>{t('chat.private')}</span>
        </label>
        </>
      ) : (
        <p className={styles.muted}>{t('chat.closed')}</p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
