/**
 * Web and mail addresses in the staff's own texts (a community's or a floor plan's description),
 * made into links: staff write "apply at https://… or write to leasing@…", and a visitor on a
 * phone should be able to press it rather than copy it by hand. Only these two forms are
 * recognised, and only in texts the company writes: a visitor's text (a sublet) is never linked.
 */

export type TextPart = { text: string; href?: undefined } | { text: string; href: string };

// A web address up to the next space or angle bracket; an e-mail address of the usual shape.
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/** Punctuation that ends a sentence rather than the address ("…/apply." or "(see …/faq)"). */
function trimTrailing(address: string): string {
  let end = address.length;
  while (end > 0) {
    const last = address[end - 1]!;
    if ('.,;:!?\'"'.includes(last)) end -= 1;
    else if (last === ')' && count(address.slice(0, end), ')') > count(address.slice(0, end), '(')) end -= 1;
    else break;
  }
  return address.slice(0, end);
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The text cut into plain parts and links (web addresses as they are, mail as mailto:). */
export function textLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].startsWith('http') ? trimTrailing(match[0]) : match[0];
    if (address === '' || /^https?:\/\/$/i.test(address)) continue;
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: address, href: address.includes('://') ? address : `mailto:${address}` });
    from = at + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The paragraphs of a text: a blank line starts one; line breaks within one are kept. */
export function textParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*(?:\n[ \t]*)+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
