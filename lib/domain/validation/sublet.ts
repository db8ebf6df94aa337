import { type InferType, array, mixed, number, object } from 'yup';
import { type IsoDay, parseIsoDay } from '../site-day';
import { emailField, flag, requiredText, text } from './fields';
import { TEXT_LIMITS } from './limits';
import { SUBLET_LIMITS } from './sublet-limits';
import {
  AVAILABLE_BEDROOMS_ORDER_MESSAGE,
  BEDROOMS_INVALID_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_PAST_MESSAGE,
  DATE_ORDER_MESSAGE,
  FIX_FIELD_ERRORS_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGES_INVALID_MESSAGE,
  imageTooBigMessage,
  RENT_INVALID_MESSAGE,
  SUBLET_CAPTCHA_MESSAGE,
  subletRequiredMessage,
  TOO_MANY_IMAGES_MESSAGE,
  ZIP_INVALID_MESSAGE,
} from './sublet-messages';

/**
 * The sublet form (docs/product.md), one schema for the Formik form and for POST /api/sublets.
 * - Every field required except the two tick boxes; title ≤ 50, description ≤ 500.
 * - Bedroom counts 0–4 (the selects post '0'…'4'; numbers are accepted too); the available
 *   bedrooms cannot exceed the total.
 * - Zip exactly 5 digits; an empty zip passes that check (and fails as required).
 * - Dates 'YYYY-MM-DD'; Available To not before Available From.
 * - Images: 1–5 files, each under 5,000,000 bytes. The form validates its File objects; the server
 *   validates `{ name, size }` of the uploaded parts (and then checks their content).
 * - The captcha token when the site has a captcha.
 */

/** What the schema reads of an image: a browser File, or the server's description of an upload. */
export interface ImageFileInfo {
  name: string;
  size: number;
}

function isImageFileInfo(value: unknown): value is ImageFileInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof size === 'number' && Number.isFinite(size) && size >= 0;
}

/** A file name short enough to quote in a message. */
function shownName(name: string): string {
  return name.length > SUBLET_LIMITS.fileName ? `${name.slice(0, SUBLET_LIMITS.fileName - 1)}…` : name;
}

/** A bedroom count from a select ('0'…'4') or a number. */
function bedroomField(label: string) {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined || original === '') return undefined;
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*\d{1,2}\s*$/.test(original)) return Number(original);
      return Number.NaN;
    })
    .typeError(BEDROOMS_INVALID_MESSAGE)
    .required(subletRequiredMessage(label))
    .integer(BEDROOMS_INVALID_MESSAGE)
    .min(SUBLET_LIMITS.minBedrooms, BEDROOMS_INVALID_MESSAGE)
    .max(SUBLET_LIMITS.maxBedrooms, BEDROOMS_INVALID_MESSAGE);
}

/** A monthly rent in dollars (cents allowed): '650', '650.50' or a number. */
function rentField() {
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined || original === '') return undefined;
      if (typeof original === 'number') return original;
      if (typeof original === 'string' && /^\s*\d{1,7}(?:\.\d{1,2})?\s*$/.test(original)) return Number(original);
      return Number.NaN;
    })
    .typeError(RENT_INVALID_MESSAGE)
    .required(subletRequiredMessage('Rent'))
    .min(0, RENT_INVALID_MESSAGE)
    .max(SUBLET_LIMITS.maxRent, RENT_INVALID_MESSAGE);
}

/** A day 'YYYY-MM-DD' between the years 2000 and 2199 (what a date input gives). */
function dayField(label: string) {
  return requiredText({ label, max: 10, message: subletRequiredMessage(label) }).test('day', DATE_INVALID_MESSAGE, (value) => {
    if (!value) return true;
    const day = parseIsoDay(value);
    return day !== null && day >= '2000-01-01' && day <= '2199-12-31';
  });
}

function imagesField() {
  return array()
    .transform((_value: unknown, original: unknown) => {
      if (original === null || original === undefined) return [];
      return Array.isArray(original) ? original : [original];
    })
    .of(mixed<ImageFileInfo>((value): value is ImageFileInfo => isImageFileInfo(value)).typeError(IMAGES_INVALID_MESSAGE).defined())
    .default([])
    .typeError(IMAGES_INVALID_MESSAGE)
    .min(1, IMAGE_REQUIRED_MESSAGE)
    .max(SUBLET_LIMITS.maxImages, TOO_MANY_IMAGES_MESSAGE)
    .test('image-size', IMAGE_REQUIRED_MESSAGE, function checkSizes(files) {
      const big = (files ?? []).find((file) => isImageFileInfo(file) && file.size >= SUBLET_LIMITS.maxImageBytes);
      return big ? this.createError({ message: imageTooBigMessage(shownName(big.name)) }) : true;
    })
    .required(IMAGE_REQUIRED_MESSAGE);
}

export interface SubletSchemaOptions {
  /** The site has a captcha (both reCAPTCHA keys configured): `captchaResponse` is required. */
  requireCaptcha?: boolean;
  /**
   * Today in the company's town (`siteDay`), read at each validation: a place whose Available To
   * day has passed cannot be sublet, and would sit on the board with dates in the past. The server
   * passes its own clock (which its tests set), the form the browser's.
   */
  today: () => IsoDay;
}

export function subletSchema({ requireCaptcha = false, today }: SubletSchemaOptions) {
  return object({
    firstName: requiredText({ label: 'First Name', max: TEXT_LIMITS.name, message: subletRequiredMessage('First Name') }),
    lastName: requiredText({ label: 'Last Name', max: TEXT_LIMITS.name, message: subletRequiredMessage('Last Name') }),
    email: emailField(),
    bedroom: bedroomField('Bedrooms'),
    availableBedrooms: bedroomField('Available Bedrooms').test(
      'available-not-more-than-total',
      AVAILABLE_BEDROOMS_ORDER_MESSAGE,
      function availableWithinTotal(available) {
        const total: unknown = this.parent.bedroom;
        const validTotal =
          typeof total === 'number' && Number.isInteger(total) && total >= SUBLET_LIMITS.minBedrooms && total <= SUBLET_LIMITS.maxBedrooms;
        return !validTotal || typeof available !== 'number' || available <= total;
      },
    ),
    address: requiredText({ label: 'Address', max: TEXT_LIMITS.address, message: subletRequiredMessage('Address') }),
    zipcode: requiredText({ label: 'Zip Code', max: 20, message: subletRequiredMessage('Zip Code') }).test(
      'zip',
      ZIP_INVALID_MESSAGE,
      (value) => !value || new RegExp(`^\\d{${SUBLET_LIMITS.zipLength}}$`).test(value),
    ),
    availableFrom: dayField('Available From'),
    availableTo: dayField('Available To').test('after-from', DATE_ORDER_MESSAGE, function notBeforeFrom(value) {
      const from = parseIsoDay(typeof this.parent.availableFrom === 'string' ? this.parent.availableFrom : null);
      const to = parseIsoDay(value);
      return !from || !to || to >= from;
    }).test('not-past', DATE_PAST_MESSAGE, (value) => {
      const to = parseIsoDay(value);
      return !to || to >= today();
    }),
    rent: rentField(),
    title: requiredText({ label: 'Title', max: SUBLET_LIMITS.title, message: subletRequiredMessage('Title') }),
    description: requiredText({
      label: 'Description',
      max: SUBLET_LIMITS.description,
      multiline: true,
      message: subletRequiredMessage('Description'),
    }),
    petsAllowed: flag(false, 'Pets allowed'),
    utilitiesIncluded: flag(true, 'Utilities included'),
    images: imagesField(),
    captchaResponse: text({ label: 'Captcha', max: TEXT_LIMITS.captchaResponse, typeMessage: SUBLET_CAPTCHA_MESSAGE })
      .max(TEXT_LIMITS.captchaResponse, SUBLET_CAPTCHA_MESSAGE)
      .test('captcha-required', SUBLET_CAPTCHA_MESSAGE, (value) => !requireCaptcha || Boolean(value)),
  })
    .typeError(FIX_FIELD_ERRORS_MESSAGE)
    .nonNullable(FIX_FIELD_ERRORS_MESSAGE);
}

export type SubletSubmission = InferType<ReturnType<typeof subletSchema>>;

/** The fields of a sublet without its images and captcha (what is stored). */
export type SubletFields = Omit<SubletSubmission, 'images' | 'captchaResponse'>;

/** The form's fields as text inputs hold them (selects post strings; the rent input gives text). */
export interface SubletFormValues {
  firstName: string;
  lastName: string;
  email: string;
  bedroom: string;
  availableBedrooms: string;
  address: string;
  zipcode: string;
  availableFrom: string;
  availableTo: string;
  rent: string;
  title: string;
  description: string;
  petsAllowed: boolean;
  utilitiesIncluded: boolean;
  images: File[];
  captchaResponse: string;
}

/** docs/product.md defaults: bedroom '1', availableBedrooms '1', pets not allowed, utilities included. */
export const subletInitialValues: Omit<SubletFormValues, 'images'> & { images: never[] } = {
  firstName: '',
  lastName: '',
  email: '',
  bedroom: '1',
  availableBedrooms: '1',
  address: '',
  zipcode: '',
  availableFrom: '',
  availableTo: '',
  rent: '',
  title: '',
  description: '',
  petsAllowed: false,
  utilitiesIncluded: true,
  images: [],
  captchaResponse: '',
};

/** The names of the text fields a multipart post carries (besides `images` and `captchaResponse`). */
export const SUBLET_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'bedroom',
  'availableBedrooms',
  'address',
  'zipcode',
  'availableFrom',
  'availableTo',
  'rent',
  'title',
  'description',
] as const;

export const SUBLET_FLAG_FIELDS = ['petsAllowed', 'utilitiesIncluded'] as const;
