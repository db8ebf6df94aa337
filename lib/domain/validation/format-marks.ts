/**
 * Invisible format characters (Unicode's Cf): bidi embeddings and isolates (U+202A–U+202E,
 * U+2066–U+2069) that a number copied from a phone's contacts or messages brings along, direction
 * marks, zero-width spaces and soft hyphens copied from a web page or a PDF. They have no place in
 * a phone number or an e-mail address, and make a right-looking one fail its check. Free text
 * keeps them: emoji sequences and some scripts need the zero-width joiners.
 */
const FORMAT_MARKS = /\p{Cf}/gu;

export function withoutFormatMarks(text: string): string {
  return text.replace(FORMAT_MARKS, '');
}
