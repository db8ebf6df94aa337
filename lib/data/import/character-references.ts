import { decodeHTMLStrict } from 'entities';

/**
 * A text as its writer meant it. An older system that kept its texts for web pages exports them
 * with character references: "Kirkwood &amp; Dunn", "Spacious&nbsp;townhome", "Tenant&#39;s
 * choice", sometimes escaped twice ("&amp;nbsp;"). Each is decoded to its character; only a
 * reference closed by ';' counts, so "R&D", "AT&T" and "&copy" without one stay as typed.
 */
export function withCharacterReferencesDecoded(text: string): string {
  let current = text;
  // Three rounds undo an export that escaped its texts up to three times; a fourth is not seen.
  for (let round = 0; round < 3; round++) {
    const decoded = decodeHTMLStrict(current);
    if (decoded === current) break;
    current = decoded;
  }
  return current;
}
