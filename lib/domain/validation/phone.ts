import { withoutFormatMarks } from './format-marks';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits';

/** Characters a visitor may use to format a phone number: +1 (812) 555-0142, 812.555.0142, … */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
/** Dashes other than the hyphen-minus: typographic, non-breaking (as phones format numbers), minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * A phone number as digits only, or null when the input is not a phone number.
 * Common formatting is accepted and removed, as written or pasted: full-width digits, other
 * dashes and invisible marks too; a US number written with its country code
 * (+1 812 555 0142, 1-812-555-0142) is stored as its 10 digits.
 */
export function normalisePhone(input: string): string | null {
  const trimmed = withoutFormatMarks(input.normalize('NFKC')).replace(DASHES, '-').trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return digits;
}

/** '(812) 555-0142' for 10 digits; other lengths are shown as given. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
