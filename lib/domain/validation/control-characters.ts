/**
 * Control characters other than tab and line breaks: nothing a person means to type or keep.
 * They come with pasted text and with exports of older systems, and PostgreSQL refuses one of them
 * (NUL) outright, so the forms and the listing import drop them all.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, '');
}
