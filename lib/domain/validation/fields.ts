import { array, boolean, number, string } from 'yup';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  notValidMessage,
  PHONE_INVALID_MESSAGE,
  RENT_RANGE_MESSAGE,
  tooLongMessage,
} from './messages';
import { RENT_MAX, RENT_MIN } from '../rent-range';
import { TEXT_LIMITS } from './limits';
import { withoutPrivateLinks } from '../private-links';
import { withoutControlCharacters } from './control-characters';
import { withoutFormatMarks } from './format-marks';
import { normalisePhone } from './phone';

/**
 * Field schemas shared by the forms. Unlike Yup's defaults they never coerce a wrong type:
 * a number, boolean, object or list where text belongs is a validation error (the route
 * handlers answer it with a 4xx), except where a number is a natural input (phone, bedrooms).
 * Absent and null values become the field's default ('' for text), so Formik's
 * empty-string-to-undefined step and JSON nulls both read as "not given".
 */

const LINE_BREAKS = /\r\n?|\n|\u2028|\u2029/g;

function cleanText(original: string, multiline: boolean): string {
  const withoutControls = withoutControlCharacters(original);
  return multiline
    ? withoutControls.replace(/\r\n?/g, '\n').trim()
    : withoutControls.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').trim();
}

export interface TextOptions {
  /** The field's label in messages ('Name must be at most 100 characters'). */
  label: string;
  max: number;
  /** Keep line breaks (textareas); single-line fields turn them into spaces. */
  multiline?: boolean;
  /** Shown when the value has the wrong type; default '{label} is not valid'. */
  typeMessage?: string;
  /** Accept a finite number too (stringified), for selects that post numbers. */
  acceptNumber?: boolean;
}

/** Text: trimmed, control characters removed, '' when absent, at most `max` characters. */
export function text({ label, max, multiline = false, typeMessage, acceptNumber = false }: TextOptions) {
  return string()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return '';
      if (acceptNumber && typeof original === 'number' && Number.isFinite(original)) return String(original);
      if (typeof original !== 'string') return original;
      return cleanText(original, multiline);
    })
    .default('')
    .typeError(typeMessage ?? notValidMessage(label))
    .max(max, tooLongMessage(label, max));
}

/** Text that must not be empty: `message` covers missing, null and wrong-typed values. */
export function requiredText(options: Omit<TextOptions, 'typeMessage'> & { message: string }) {
  return text({ ...options, typeMessage: options.message }).required(options.message);
}

function emailText(typeMessage?: string) {
  return text({ label: 'Email', max: TEXT_LIMITS.email, typeMessage }).transform((value: unknown) =>
    typeof value === 'string' ? withoutFormatMarks(value) : value,
  );
}

/** An e-mail address: 'Please provide Email' when missing, 'Please provide a valid Email' when malformed. */
export function emailField() {
  return emailText(EMAIL_REQUIRED_MESSAGE).required(EMAIL_REQUIRED_MESSAGE).email(EMAIL_INVALID_MESSAGE);
}

/** An e-mail address that may be left out ('' then); 'Please provide a valid Email' when malformed. */
export function optionalEmailField() {
  return emailText().email(EMAIL_INVALID_MESSAGE);
}

/**
 * A phone number of "number type": digits, with common formatting accepted and removed
 * ('(812) 555-0142' → '8125550142'); a JSON number is accepted too. '' when not given.
 */
export function phoneField({ required, requiredMessage }: { required: boolean; requiredMessage: string }) {
  const schema = string()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return '';
      if (typeof original === 'number') {
        return Number.isSafeInteger(original) && original >= 0 ? normalisePhone(String(original)) ?? String(original) : String(original);
      }
      if (typeof original !== 'string') return original;
      const trimmed = original.trim();
      if (trimmed === '') return '';
      // Not a phone number: keep the text so the test below fails with a clear message.
      return normalisePhone(trimmed) ?? trimmed;
    })
    .default('')
    .typeError(PHONE_INVALID_MESSAGE)
    .max(TEXT_LIMITS.phone, tooLongMessage('Phone', TEXT_LIMITS.phone))
    .test('phone', PHONE_INVALID_MESSAGE, (value) => !value || normalisePhone(value) === value);
  return required ? schema.required(requiredMessage) : schema;
}

/** A tick box: true or false only (absent or null: the default). */
export function flag(defaultValue: boolean, label: string) {
  return boolean()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return defaultValue;
      return typeof original === 'boolean' ? original : (original as boolean);
    })
    .default(defaultValue)
    .typeError(notValidMessage(label))
    .defined();
}

/** A rent bound in whole dollars within 0–4000 (docs/product.md). */
export function rentField(defaultValue: number) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return defaultValue;
      return typeof original === 'number' ? original : Number.NaN;
    })
    .default(defaultValue)
    .typeError(RENT_RANGE_MESSAGE)
    .integer(RENT_RANGE_MESSAGE)
    .min(RENT_MIN, RENT_RANGE_MESSAGE)
    .max(RENT_MAX, RENT_RANGE_MESSAGE)
    .defined();
}

/**
 * The reCAPTCHA token. Required only when the site has a captcha (its keys are configured);
 * the server also verifies it (lib/captcha). Every failure reads 'Please check the captcha'.
 */
export function captchaField(required: boolean) {
  return text({ label: 'Captcha', max: TEXT_LIMITS.captchaResponse, typeMessage: CAPTCHA_REQUIRED_MESSAGE })
    .max(TEXT_LIMITS.captchaResponse, CAPTCHA_REQUIRED_MESSAGE)
    .test('captcha-required', CAPTCHA_REQUIRED_MESSAGE, (value) => !required || Boolean(value));
}

/** The page the form was sent from (shown in the mail), without the secret of a private link. */
export function currentPageField() {
  return text({ label: 'Page address', max: TEXT_LIMITS.currentPage }).transform((value: unknown) =>
    typeof value === 'string' ? withoutPrivateLinks(value) : value,
  );
}

/** A list of texts; a comma-joined string (the original's format) is accepted and split. */
export function textList({ label, itemMax, maxItems, typeMessage, tooManyMessage }: {
  label: string;
  itemMax: number;
  maxItems: number;
  typeMessage: string;
  tooManyMessage: string;
}) {
  return array()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return [];
      if (typeof original === 'string') return original.split(',').map((part) => part.trim()).filter(Boolean);
      return original as unknown[];
    })
    .of(text({ label, max: itemMax, typeMessage }).required(typeMessage))
    .default([])
    .typeError(typeMessage)
    .max(maxItems, tooManyMessage)
    .defined();
}
