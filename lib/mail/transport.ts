import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAttachment } from './attachment';

/** One mail as handed to a transport. */
export interface OutgoingMail {
  /** The outbox row id: names the .eml file and makes the Message-ID stable across retries. */
  id: number;
  kind: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Files to attach (an .ics invitation); none when omitted. */
  attachments?: readonly MailAttachment[];
  createdAt: Date;
}

/**
 * Whether a send failed because the server refused for good: an SMTP 5xx reply (a rejected
 * recipient, sender or message, failed authentication). Connection failures and 4xx are transient.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** An error text fit for logs: e-mail addresses (often quoted in SMTP replies) are replaced. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');
}

/** Delivers one mail or throws. */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

function messageId(mail: OutgoingMail): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // base64: the file's bytes arrive as they are (a calendar file's lines must end CRLF; text encodings may rewrite line ends).
    attachments: (mail.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content, 'utf8'), contentTransferEncoding: 'base64' as const })),
    messageId: messageId(mail),
    date: mail.createdAt,
  };
}

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587; STARTTLS when the server offers it). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(nodemailerMessage(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each mail as an .eml file under `directory` (SMTP_URL unset, docs/configuration.md); a written
 * file counts as delivered. Files are named `{created}-{id}-{kind}.eml` and written atomically
 * (temporary file, then rename), so a retry overwrites rather than duplicates.
 */
export function createFileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'file',
    async send(mail) {
      const info = await composer.sendMail(nodemailerMessage(mail));
      const message = info.message;
      if (!Buffer.isBuffer(message)) throw new Error('The mail composer returned no buffer');
      await mkdir(directory, { recursive: true });
      const stamp = mail.createdAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      const safeKind = mail.kind.replace(/[^a-z0-9-]/gi, '_');
      const file = path.join(directory, `${stamp}-${String(mail.id).padStart(6, '0')}-${safeKind}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, message);
      await rename(temporary, file);
    },
    close() {},
  };
}

/** The transport the configuration asks for: SMTP (SMTP_URL), or .eml files in $DATA_DIR/outbox. */
export function createMailTransport({ smtpUrl, dataDir, mailTransport }: { smtpUrl: string | null; dataDir: string; mailTransport: 'smtp' | 'file' }): MailTransport {
  return mailTransport === 'smtp' && smtpUrl ? createSmtpTransport(smtpUrl) : createFileTransport(path.join(dataDir, 'outbox'));
}
