import { SMTPServer } from 'smtp-server';

/** A mail as a test SMTP listener received it. */
export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Unfolded headers, names lowercased (the first of each). */
  headers: Record<string, string>;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      headers[name] ??= line.slice(colon + 1).trim();
    }
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: parseHeaders(raw), body: '' };
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decodePart(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Splits a (possibly multipart) message into its text and HTML parts. */
export function parseMail(raw: string): Pick<CapturedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitMessage(raw);
  const result = { headers, text: '', html: '' };
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const part = splitMessage(section.replace(/^\r?\n/, ''));
        visit(part.headers, part.body);
      }
    } else if (/^text\/html/i.test(type)) result.html += decodePart(partHeaders, partBody);
    else if (/^text\/plain/i.test(type)) result.text += decodePart(partHeaders, partBody);
  };
  visit(headers, body);
  return result;
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
          this.mails.push({
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            ...parseMail(raw),
          });
          callback();
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
