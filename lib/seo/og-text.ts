import { clampAtWord } from './clamp';

/** Text with typographic characters replaced and anything outside Latin-1 removed. */
export function ogSafeText(text: string): string {
  return text
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[“”„‟]/g, '"')
    .replace(/[–—‒−]/g, '-')
    .replace(/…/g, '...')
    .replace(/[•·]/g, '·')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A block of text in a preview picture: the column's width, its font size and how many lines it may take. */
export interface OgTextBox {
  width: number;
  fontSize: number;
  lines: number;
  uppercase?: boolean;
  letterSpacing?: number;
}

/*
 * Measured on the pictures next/og draws with its font (Geist): 0.43–0.48 em a character in
 * mixed case, 0.55 em in capitals. The estimate takes a wider character and loses part of a word
 * at each line's end, so that a text it lets through fits its lines.
 */
const EM_PER_CHARACTER = { mixed: 0.52, uppercase: 0.62 };
const CHARACTERS_LOST_PER_LINE_BREAK = 5;

/** How many characters a box surely holds. Pure. */
export function ogTextCapacity({ width, fontSize, lines, uppercase = false, letterSpacing = 0 }: OgTextBox): number {
  const perLine = Math.floor(width / (fontSize * EM_PER_CHARACTER[uppercase ? 'uppercase' : 'mixed'] + letterSpacing));
  return lines * perLine - (lines - 1) * CHARACTERS_LOST_PER_LINE_BREAK;
}

/**
 * A text for a preview picture's box: made safe for its font, then cut after a whole word to what
 * the box surely holds, ending "...". next/og's own line clamp, which cuts inside a word, stays
 * behind it for a text that is wider than the estimate.
 */
export function ogFittedText(text: string, box: OgTextBox): string {
  return clampAtWord(ogSafeText(text), ogTextCapacity(box), '...');
}
