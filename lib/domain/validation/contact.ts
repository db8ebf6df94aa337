import { type InferType, object } from 'yup';
import { parseIsoDay } from '../site-day';
import {
  captchaField,
  currentPageField,
  emailField,
  flag,
  phoneField,
  rentField,
  requiredText,
  text,
  textList,
} from './fields';
import { RENT_MAX, RENT_MIN } from '../rent-range';
import { MAX_COMMUNITIES, TEXT_LIMITS } from './limits';
import {
  COMMUNITIES_INVALID_MESSAGE,
  CONTACT_PREFERENCE_MESSAGE,
  MOVE_IN_DATE_INVALID_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  notValidMessage,
  PHONE_REQUIRED_MESSAGE,
  QUESTION_REQUIRED_MESSAGE,
  RENT_ORDER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TOO_MANY_COMMUNITIES_MESSAGE,
} from './messages';

/** Where 'Please check one of the boxes' is reported (the three preference boxes as a group). */
export const CONTACT_PREFERENCE_FIELD = 'preferredContact';

/**
 * Contact step 1 of 2, all required (docs/product.md): name, email, phone, question, and at least one
 * of call (phonePreferred) / text (textPreferred) / email (emailPreferred, ticked by default).
 */
export const contactStep1Schema = object({
  name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, message: NAME_REQUIRED_MESSAGE }),
  email: emailField(),
  phone: phoneField({ required: true, requiredMessage: PHONE_REQUIRED_MESSAGE }),
  question: requiredText({ label: 'Question', max: TEXT_LIMITS.longText, multiline: true, message: QUESTION_REQUIRED_MESSAGE }),
  emailPreferred: flag(true, 'Email preference'),
  phonePreferred: flag(false, 'Call preference'),
  textPreferred: flag(false, 'Text preference'),
})
  .typeError(REQUIRED_FIELDS_MESSAGE)
  .nonNullable(REQUIRED_FIELDS_MESSAGE)
  .test('preferred-contact', CONTACT_PREFERENCE_MESSAGE, function preferredContact(value) {
    if (!value || (value.emailPreferred ?? true) || value.phonePreferred || value.textPreferred) return true;
    return this.createError({ path: CONTACT_PREFERENCE_FIELD, message: CONTACT_PREFERENCE_MESSAGE });
  });

/** True for a real calendar day written exactly YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  return parseIsoDay(value) === value;
}

/** Step 2's details (docs/product.md `additionalInfo`), all optional. */
export const additionalInfoSchema = object({
  bedrooms: text({ label: 'Bedrooms', max: TEXT_LIMITS.bedrooms, acceptNumber: true }),
  moveInDate: text({ label: 'Move-in date', max: 10, typeMessage: MOVE_IN_DATE_INVALID_MESSAGE })
    .max(10, MOVE_IN_DATE_INVALID_MESSAGE)
    .test('iso-day', MOVE_IN_DATE_INVALID_MESSAGE, (value) => !value || isIsoDay(value)),
  amenities: text({ label: 'Amenities', max: TEXT_LIMITS.longText, multiline: true }),
  pets: text({ label: 'Pets', max: TEXT_LIMITS.shortText }),
  floorPlan: text({ label: 'Floor plan', max: TEXT_LIMITS.shortText }),
  hearAboutUs: text({ label: 'How you heard about us', max: TEXT_LIMITS.shortText }),
  lowerRent: rentField(RENT_MIN),
  upperRent: rentField(RENT_MAX),
})
  .transform((value: unknown, original: unknown) => (original === null ? undefined : value))
  .typeError(notValidMessage('Additional information'))
  .test('rent-order', RENT_ORDER_MESSAGE, function rentOrder(value) {
    if (!value || value.lowerRent === undefined || value.upperRent === undefined) return true;
    if (value.lowerRent < value.upperRent) return true;
    return this.createError({ path: this.path ? `${this.path}.lowerRent` : 'lowerRent', message: RENT_ORDER_MESSAGE });
  });

/**
 * Contact step 2 of 2, all optional: `additionalInfo` and `communities`, the ticked
 * communities as a list of community ids (or names; a comma-joined string is accepted).
 */
export const contactStep2Schema = object({
  additionalInfo: additionalInfoSchema,
  communities: textList({
    label: 'Community',
    itemMax: TEXT_LIMITS.community,
    maxItems: MAX_COMMUNITIES,
    typeMessage: COMMUNITIES_INVALID_MESSAGE,
    tooManyMessage: TOO_MANY_COMMUNITIES_MESSAGE,
  }),
})
  .typeError(REQUIRED_FIELDS_MESSAGE)
  .nonNullable(REQUIRED_FIELDS_MESSAGE);

export interface ContactSchemaOptions {
  /** The site has a captcha (both reCAPTCHA keys configured): `captchaResponse` is required. */
  requireCaptcha?: boolean;
}

/**
 * The whole contact message (docs/product.md): step 1 and step 2, plus `property` (the community of
 * the page the form is on, id or name, optional: it receives the message when no community is
 * ticked), `captchaResponse` and `currentPage`. `to` and `subject` are the server's choice and
 * are stripped.
 */
export function contactMessageSchema({ requireCaptcha = false }: ContactSchemaOptions = {}) {
  return contactStep1Schema.concat(contactStep2Schema).shape({
    property: text({ label: 'Community', max: TEXT_LIMITS.community }),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  });
}

export type ContactStep1 = InferType<typeof contactStep1Schema>;
export type ContactStep2 = InferType<typeof contactStep2Schema>;
export type ContactMessage = InferType<ReturnType<typeof contactMessageSchema>>;

/** The form's starting values: email ticked by default, rent range 0–4000 (docs/product.md). */
export const contactInitialValues: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  question: '',
  emailPreferred: true,
  phonePreferred: false,
  textPreferred: false,
  additionalInfo: {
    bedrooms: '',
    moveInDate: '',
    amenities: '',
    pets: '',
    floorPlan: '',
    hearAboutUs: '',
    lowerRent: RENT_MIN,
    upperRent: RENT_MAX,
  },
  communities: [],
  property: '',
  captchaResponse: '',
  currentPage: '',
};
