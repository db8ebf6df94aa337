/** A file attached to a mail (an .ics invitation): stored with the mail in the outbox as text. */
export interface MailAttachment {
  filename: string;
  /** Full MIME type, parameters included ('text/calendar; charset=utf-8; method=PUBLISH'). */
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}
