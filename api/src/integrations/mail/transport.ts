/** Mail transport: nodemailer over SMTP_URL. The outbox worker is its only caller. */
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** stable Message-ID so a retried send after a lost reply is recognisable as the same mail */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'AyurVeda Bazaar <no-reply@ayurvedabazaar.in>';

export function smtpTransport(url: string, from: string = DEFAULT_MAIL_FROM): MailTransport {
  let transporter: Transporter | undefined;
  // nodemailer loads with the first mail, not at start-up
  const connect = async () =>
    // short timeouts: a dead server must not hold a worker for minutes; the outbox retries later
    (transporter ??= (await import('nodemailer')).default.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as object));
  return {
    async send(mail) {
      const info = await (await connect()).sendMail({ from, ...mail });
      return { messageId: info.messageId ?? mail.messageId };
    },
    close: () => transporter?.close(),
  };
}
