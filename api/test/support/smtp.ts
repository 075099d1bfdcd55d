/** A real SMTP server on loopback (smtp-server) that keeps every mail it receives, parsed (mailparser). */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  port: number;
  url: string;
  mails: ParsedMail[];
  /** stops listening; start() listens again on the same port */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function listen(port: number, mails: ParsedMail[]): Promise<SMTPServer & { boundPort: number }> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
      resolve(Object.assign(server, { boundPort: address.port }));
    });
  });
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ParsedMail[] = [];
  let server = await listen(0, mails);
  const port = server.boundPort;
  let running = true;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async stop() {
      if (!running) return;
      running = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (running) return;
      server = await listen(port, mails);
      running = true;
    },
  };
}

/** Text of a PDF (pdf-parse's library entry, which skips its debug self-test). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { default: parse } = await import('pdf-parse/lib/pdf-parse.js');
  return (await parse(pdf)).text;
}
