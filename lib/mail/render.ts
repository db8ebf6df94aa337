import { formatPhone, phoneTarget } from '../domain/validation/phone';

/**
 * Plain-text and HTML bodies for a mail that reports a form: a heading, one line per field,
 * the page the form was sent from. Every value is HTML-escaped; only safe links are made.
 */
export interface MailField {
  label: string;
  /** Shown as given ('' shows as "not given"); line breaks are kept. */
  value: string;
  /** A mailto:, tel: or http(s): link for the value. */
  href?: string;
}

/** A visitor's phone number as stored: shown formatted, linked to what dials it. */
export function phoneField(phone: string): MailField {
  return { label: 'Phone', value: phone ? formatPhone(phone) : '', href: phone ? `tel:${phoneTarget(phone)}` : undefined };
}

export interface FieldsMail {
  heading: string;
  intro?: string;
  fields: MailField[];
  footer?: string;
}

const NOT_GIVEN = '(not given)';

/** Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * What someone typed (a name, a listing's title), set inside a sentence of ours: isolated for
 * direction (U+2068 … U+2069, what `<bdi>` does on a page), so that an Arabic or Hebrew title
 * reads right to left without pulling the quotes and the full stop around it along. Its own bidi
 * controls are dropped first: an override (U+202E) or an unmatched isolate in it could otherwise
 * reverse or swallow the rest of the sentence. The fields' cells keep the text as typed.
 */
export function isolate(text: string): string {
  return `\u2068${text.replace(BIDI_CONTROLS, '')}\u2069`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  return /^(mailto:|tel:|https?:\/\/)/i.test(href) ? href : null;
}

export function renderFieldsMail({ heading, intro, fields, footer }: FieldsMail): { text: string; html: string } {
  const textLines = [heading, '='.repeat(Math.min(heading.length, 60)), ''];
  if (intro) textLines.push(intro, '');
  for (const field of fields) {
    const value = field.value || NOT_GIVEN;
    if (value.includes('\n')) textLines.push(`${field.label}:`, ...value.split('\n').map((line) => `  ${line}`));
    else textLines.push(`${field.label}: ${value}`);
  }
  // A mail without fields (a notice) has its footer after the intro's blank line.
  if (footer) textLines.push(...(textLines.at(-1) === '' ? [] : ['']), footer);

  const rows = fields
    .map((field) => {
      const href = field.value ? safeHref(field.href) : null;
      const shown = escapeHtml(field.value || NOT_GIVEN);
      const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      const muted = field.value ? '' : 'color:#6b6b6b;';
      return (
        '<tr>' +
        `<th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:600;white-space:nowrap;">${escapeHtml(field.label)}</th>` +
        // dir="auto": a visitor may write in a right-to-left script; each value takes its own direction.
        `<td dir="auto" style="padding:6px 0;white-space:pre-wrap;${muted}">${cell}</td>` +
        '</tr>'
      );
    })
    .join('\n');
  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(heading) + '</title></head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;">',
    `<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(heading)}</h1>`,
    intro ? `<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>` : '',
    rows ? `<table role="presentation" style="border-collapse:collapse;">\n${rows}\n</table>` : '',
    footer ? `<p style="margin:24px 0 0;color:#6b6b6b;font-size:13px;">${escapeHtml(footer)}</p>` : '',
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { text: textLines.join('\n') + '\n', html };
}
