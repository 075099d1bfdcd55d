/** A file shared in the chat: read with the session's token (the two parties only), then saved under its name. */
import type { ChatFile } from 'shared-lib/contract';
import { errorMessage, http } from 'shared-lib/http';
import { chatFileUrl } from 'shared-lib/store/appointments';
import { useTranslation } from 'shared-lib/i18n';
import { popup } from 'shared-lib/ui';
import { DOCTOR_NS } from '../../i18n/texts';
import styles from './room.module.css';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

async function open(appointmentId: number, messageId: number, file: ChatFile) {
  try {
    const response = await http.get<Blob>(chatFileUrl(appointmentId, messageId), { responseType: 'blob' });
    const url = URL.createObjectURL(response.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    void popup.warning(errorMessage(error));
  }
}

export function ChatFileLink({ appointmentId, messageId, file }: { appointmentId: number; messageId: number; file: ChatFile }) {
  const { t } = useTranslation(DOCTOR_NS);
  return (
    <button type="button" className={styles.fileLink} data-testid="chat-file" onClick={() => void open(appointmentId, messageId, file)}>
      <span>{file.name}</span>
      <span className={styles.fileMeta}>
        {`${file.content_type === 'application/pdf' ? t('chat.pdf') : t('chat.photo')} · ${sizeLabel(file.size)}`}
      </span>
    </button>
  );
}
