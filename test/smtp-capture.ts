import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A mail as a test SMTP listener received it. */
export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Unfolded headers, names lowercased (the first of each); the subject decoded. */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
  /** Attached files, their content decoded as UTF-8 text. */
  attachments: { filename: string | null; contentType: string; content: string }[];
}

/** Parses a raw message with postal-mime: headers (the first of each, subject decoded), text and HTML. */
export async function parseMail(raw: string): Promise<Pick<CapturedMail, 'headers' | 'text' | 'html' | 'attachments'>> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string> = {};
  for (const header of email.headers) headers[header.key] ??= header.value;
  if (email.subject !== undefined) headers.subject = email.subject;
  const attachments = email.attachments.map((a) => ({
    filename: a.filename,
    contentType: a.mimeType,
    content: typeof a.content === 'string' ? a.content : Buffer.from(a.content as Uint8Array).toString('utf8'),
  }));
  return { headers, text: email.text ?? '', html: email.html ?? '', attachments };
}

/**
 * A real SMTP listener on 127.0.0.1 for tests (no TLS, no auth), capturing every mail.
 * `stop()` and `start()` again on the same port simulate an outage.
 */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = this.port): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom;
          parseMail(raw).then(
            (parsed) => {
              this.mails.push({ envelopeFrom: from ? from.address : '', envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...parsed });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      const net = server.listen(port, '127.0.0.1', () => {
        const address = net.address();
        this.port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });
    this.server = server;
    return this.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the first mail that matches (or fails after `timeoutMs`). */
  async waitForMail(matches: (mail: CapturedMail) => boolean, timeoutMs = 10_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find(matches);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No matching mail among ${this.mails.length} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Waits until `count` mails have arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<CapturedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mails.length < count) {
      if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${this.mails.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.mails;
  }
}
