import { withoutPrivateLinks } from '../domain/private-links';
import type { MailAttachment } from './attachment';

/** A calendar file's long lines are folded (a line break, then a space): unfolded first. */
const FOLD = /\r?\n[ \t]/g;

/**
 * What the outbox keeps of a mail once it is delivered (deleted 30 days later): the mail without
 * the secrets of the private links it carried, the poster's manage link, the moderators' and the
 * tour cancel links (lib/domain/private-links.ts). The database keeps only a hash of a poster's
 * key; the mail that handed it over must not keep the key itself once its work is done. A kept
 * calendar file is unfolded, which is enough for a record.
 */
export function sentCopy<Mail extends { text: string; html: string; attachments: MailAttachment[] }>(
  mail: Mail,
): Pick<Mail, 'text' | 'html' | 'attachments'> {
  return {
    text: withoutPrivateLinks(mail.text),
    html: withoutPrivateLinks(mail.html),
    attachments: mail.attachments.map((file) => ({ ...file, content: withoutPrivateLinks(file.content.replace(FOLD, '')) })),
  };
}
