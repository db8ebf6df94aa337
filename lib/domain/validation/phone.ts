import { withoutFormatMarks } from './format-marks';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits';

/** Characters a visitor may use to format a phone number: +1 (812) 555-0142, 812.555.0142, … */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
/** Dashes other than the hyphen-minus: typographic, non-breaking (as phones format numbers), minus. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** Dialled before another country's code: from the US (011) and from most other countries (00). */
const EXIT_CODE = /^(?:011|00)/;

/**
 * A phone number as stored, or null when the input is not a phone number: a US number as its 10
 * digits, another country's as "+" and its digits, a shorter number (555-0142) as its digits.
 * Common formatting is accepted and removed, as written or pasted: full-width digits, other
 * dashes and invisible marks too. A US number written with its country code (+1 812 555 0142,
 * 1-812-555-0142) is its 10 digits. Another country's number is known by its "+", by an exit code
 * before it (011 44…, 0044…), or by being longer than a US number (44 20 7946 0958); kept without
 * its "+", +65 6123 4567 would read as the US number (656) 123-4567, and the staff's link call it.
 */
export function normalisePhone(input: string): string | null {
  const trimmed = withoutFormatMarks(input.normalize('NFKC')).replace(DASHES, '-').trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  const dialledAbroad = !trimmed.startsWith('+') && EXIT_CODE.test(digits) && digits.length > 10;
  if (dialledAbroad) digits = digits.replace(EXIT_CODE, '');
  // The US's country code is 1.
  const international = (trimmed.startsWith('+') || dialledAbroad) && !digits.startsWith('1');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return null;
  return international || digits.length > 10 ? `+${digits}` : digits;
}

/** '(812) 555-0142' for 10 digits; others are shown as stored (+442079460958, 5550142). */
export function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/**
 * What a tel: or sms: link dials for a stored number: 10 digits are a US number (+1…), one with
 * "+" is dialled as it is, and a shorter one (555-0142) as a local number, without a country.
 */
export function phoneTarget(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+1${phone}` : phone;
}
