/**
 * Display formats of docs/product.md#constants: US dollars without decimals, dates 'MMM DD, YYYY' (day always
 * two digits: 'Jan 05, 2027'), months 'December 2026', bedroom and bath labels.
 * Dates are formatted from their 'YYYY-MM-DD' text, so no time zone can shift them.
 */
import { parseIsoDay, parseMonthKey } from './site-day';

/**
 * Whole numbers are written without Intl: a page's first Intl formatter loads the browser's
 * locale data (docs/performance.md), and prices render while a page hydrates. Halves round away
 * from zero, as Intl's en-US formats do.
 */
function roundHalfAway(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded; // no '-0'
}

/** `100,000`: a whole number with thousands separators (rounded). */
export function formatWholeNumber(value: number): string {
  const rounded = roundHalfAway(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** `$1,250`. Rounds to whole dollars (never '-$0'). Not a finite number: ''. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const number = formatWholeNumber(amount);
  return number.startsWith('-') ? `-$${number.slice(1)}` : `$${number}`;
}

/** `$1,100 - $1,400`, or one figure when both ends are equal. */
export function formatUsdRange(min: number, max: number): string {
  return min === max ? formatUsd(min) : `${formatUsd(min)} - ${formatUsd(max)}`;
}

// Month names by hand, not date-fns' format: the search's pills and the forms bring this module
// to the browser, where format and its locale cost first-load bytes (docs/performance.md).
// Calendar days come from site-day.ts, which uses date-fns.
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2027-01-05' → 'Jan 05, 2027'. Not a valid date: ''. */
export function formatDisplayDate(day: string | null | undefined): string {
  const valid = parseIsoDay(day);
  if (!valid) return '';
  return `${MONTHS_SHORT[Number(valid.slice(5, 7)) - 1]} ${valid.slice(8, 10)}, ${valid.slice(0, 4)}`;
}

/** '2026-12' → 'December 2026'. Not a valid month: ''. */
export function formatMonthLabel(month: string | null | undefined): string {
  const valid = parseMonthKey(month);
  if (!valid) return '';
  return `${MONTHS_LONG[Number(valid.slice(5, 7)) - 1]} ${valid.slice(0, 4)}`;
}

/** 0 → 'Studio', 1 → '1 Bed', 2 → '2 Beds'. */
export function bedroomLabel(bedroom: number): string {
  if (bedroom === 0) return 'Studio';
  return `${bedroom} ${bedroom === 1 ? 'Bed' : 'Beds'}`;
}

/** 1 → '1 Bath', 1.5 → '1.5 Baths', 2 → '2 Baths'. */
export function bathroomLabel(bathroom: number): string {
  return `${bathroom} ${bathroom === 1 ? 'Bath' : 'Baths'}`;
}

/** 850 → '850 sq ft' (thousands separated). */
export function squareFootLabel(squareFoot: number): string {
  return `${Math.round(squareFoot).toLocaleString('en-US')} sq ft`;
}

/** A US number in a phone text: an optional +1 or 1, the area code (in parentheses or not), 3 + 4 digits. */
const US_NUMBER = /(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?!\d)/;
/** An extension right after it: 'ext. 3', 'x12', 'extension 4', '#5'. */
const EXTENSION = /^\s*[,;]?\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})/i;

/**
 * A tel: link for a phone number as staff write it: '(812) 555-0100' → 'tel:+18125550100'. An
 * extension is dialled after a pause ('812.555.0142 ext. 3' → 'tel:+18125550142,3'; its digits run
 * into the number otherwise, a number that does not exist), and of two numbers
 * ('812-555-0142 or 812-555-0143') the first is called. Text without a US number: its digits.
 */
export function telLink(phone: string): string {
  const number = US_NUMBER.exec(phone);
  if (!number) return `tel:${phone.replace(/\D/g, '')}`;
  const extension = EXTENSION.exec(phone.slice(number.index + number[0].length));
  return `tel:+1${number[1]}${number[2]}${number[3]}${extension ? `,${extension[1]}` : ''}`;
}
