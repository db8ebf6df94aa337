// An SMTP server a test controls: it accepts, refuses every message with a 5xx, or answers
// slowly, and counts what it accepted. For the production-mode tests (mail that must not be lost).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SmtpMode = { kind: 'accept' } | { kind: 'refuse'; code: number } | { kind: 'slow'; delayMs: number };

export interface SmtpListener {
  url: string;
  mode: SmtpMode;
  /** Subjects of the messages accepted, in order. */
  accepted: string[];
  /** The raw messages accepted (RFC 5322), in order. */
  messages: string[];
  /** How many messages reached the DATA stage (accepted or not). */
  received: number;
  close(): Promise<void>;
}

export async function startSmtpListener(mode: SmtpMode = { kind: 'accept' }): Promise<SmtpListener> {
  const state = { mode, accepted: [] as string[], messages: [] as string[], received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received += 1;
        const current = state.mode;
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        if (current.kind === 'refuse') {
          done(Object.assign(new Error('Message refused by policy'), { responseCode: current.code }));
          return;
        }
        const accept = () => {
          state.accepted.push(subject);
          state.messages.push(raw);
          done();
        };
        if (current.kind === 'slow') setTimeout(accept, current.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(next: SmtpMode) {
      state.mode = next;
    },
    get accepted() {
      return state.accepted;
    },
    get messages() {
      return state.messages;
    },
    get received() {
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
