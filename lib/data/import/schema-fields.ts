/**
 * Field builders of the listing import schema. Messages carry no path: the validator prefixes
 * each with its JSON path (`properties[2].floorplans[0].style: must be one of STUDIO, …`).
 */
import { array, boolean, mixed, number, string } from 'yup';
import { isHttpUrl, parseImageReference } from '../../domain/asset-reference';
import { isRecordId } from '../../domain/record-id';
import { mailboxParts } from '../../domain/lead-recipients';
import { parseIsoDay } from '../../domain/site-day';

const EMAIL_PATTERN = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/** '' (or only spaces) counts as absent for optional fields. */
const blankToNull = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? null : value;

export function isIsoDate(value: string): boolean {
  return parseIsoDay(value) === value;
}

/** An id: `[A-Za-z0-9_-]`; a number is accepted and stringified. */
export const idField = () =>
  mixed<string>((value): value is string => typeof value === 'string')
    .typeError('must be an id of letters, digits, "_" or "-" (at most 100)')
    .transform((value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value))
    .test('id', 'must be an id of letters, digits, "_" or "-" (at most 100)', (value) =>
      value == null ? true : typeof value === 'string' && isRecordId(value),
    )
    .required('is required');

export const requiredText = () => string().typeError('must be text').trim().required('is required');

export const optionalText = () => string().typeError('must be text').trim().nullable().transform(blankToNull);

export const optionalNumber = (min?: number, max?: number) => {
  let field = number().typeError('must be a number').nullable().transform(blankToNull);
  if (min !== undefined) field = field.min(min, 'must be at least ${min}');
  if (max !== undefined) field = field.max(max, 'must be at most ${max}');
  return field;
};

export const optionalInteger = (min = 0, max = 2_000_000_000) =>
  optionalNumber(min, max).integer('must be a whole number');

export const requiredNumber = (min?: number, max?: number) => optionalNumber(min, max).required('is required');

export const optionalBoolean = () => boolean().typeError('must be true or false').nullable().transform(blankToNull);

export const oneOfField = <T extends string>(values: readonly T[]) =>
  string()
    .typeError('must be text')
    .nullable()
    .transform(blankToNull)
    .oneOf([...values, null], `must be one of ${values.join(', ')}`);

export const dateField = () =>
  string()
    .typeError('must be a date YYYY-MM-DD')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('date', 'must be a date YYYY-MM-DD', (value) => value == null || isIsoDate(value));

/** A date, or a date and time in ISO 8601 (sublets' createdDate). */
export const timestampField = () =>
  string()
    .typeError('must be a date YYYY-MM-DD or an ISO date-time')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('timestamp', 'must be a date YYYY-MM-DD or an ISO date-time', (value) => {
      if (value == null) return true;
      if (isIsoDate(value)) return true;
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
    });

export const urlField = () =>
  string()
    .typeError('must be text')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('url', 'must be an absolute http(s) URL', (value) => value == null || isHttpUrl(value));

/** A link on the site ('/flexible-term') or an absolute http(s) URL. */
export const linkField = () =>
  string()
    .typeError('must be text')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('link', 'must be a path on this site (starting with /) or an absolute http(s) URL', (value) =>
      value == null || (/^\/(?!\/)[^\s\\]*$/.test(value)) || isHttpUrl(value),
    );

/**
 * A community's leasing mailboxes: one e-mail address, or several separated by commas or
 * semicolons, or a list of them; stored as "a@x.example, b@x.example", each once.
 */
export const mailboxesField = () =>
  string()
    .transform((value: unknown, original: unknown) =>
      Array.isArray(original) && original.every((item) => typeof item === 'string') ? original.join(', ') : value,
    )
    .typeError('must be text, or a list of e-mail addresses')
    .trim()
    .nullable()
    .transform(blankToNull)
    // Yup runs every transform before any test: this one only tidies, the test judges each part.
    .transform((value: string | null) => (value == null ? value : mailboxParts(value).join(', ') || null))
    .test('emails', 'must be an e-mail address', function (value) {
      if (value == null) return true;
      const parts = mailboxParts(value);
      const bad = parts.find((part) => !EMAIL_PATTERN.test(part));
      if (bad === undefined) return true;
      // One value: the message as for any address; several: which of them is not one.
      return parts.length === 1 ? false : this.createError({ message: `must be e-mail addresses separated by commas: "${bad}" is not one` });
    });

export const emailField = () =>
  string()
    .typeError('must be text')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('email', 'must be an e-mail address', (value) => value == null || EMAIL_PATTERN.test(value));

/** An image value: http(s) URL, cloud-drive share link, or a path relative to the JSON file. */
export const imageField = () =>
  string()
    .typeError('must be text')
    .trim()
    .nullable()
    .transform(blankToNull)
    .test('image', '', function check(value) {
      if (value == null) return true;
      const ref = parseImageReference(value);
      return ref.kind === 'invalid' ? this.createError({ message: ref.reason }) : true;
    });

export const imageList = () =>
  array()
    .typeError('must be a list of images')
    .of(imageField().required('must not be empty'))
    .nullable()
    .transform(blankToNull);

/** A short-term price: a number or a text shown raw (docs/product.md); stored as text. */
export const priceField = () =>
  mixed<string>((value): value is string => typeof value === 'string')
    .typeError('must be a number or a text')
    .transform((value) => {
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
      return value;
    })
    .nullable()
    .test('price', 'must be a number or a text', (value) => value == null || typeof value === 'string');

/** A list of ids (similarTo). */
export const idList = () =>
  array().typeError('must be a list of ids').of(idField()).nullable().transform(blankToNull);

/** End date not before start date (both optional). */
export function endNotBeforeStart(startKey: string, label = startKey) {
  return {
    name: 'end-after-start',
    message: `must not be before ${label}`,
    test(this: { parent: Record<string, unknown> }, end: string | null | undefined) {
      const start = this.parent[startKey];
      if (typeof start !== 'string' || typeof end !== 'string') return true;
      if (!isIsoDate(start.slice(0, 10)) || !isIsoDate(end.slice(0, 10))) return true;
      return end.slice(0, 10) >= start.slice(0, 10);
    },
  };
}

export { EMAIL_PATTERN };
