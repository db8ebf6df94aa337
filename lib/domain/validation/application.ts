import { type InferType, object } from 'yup';
import { captchaField, currentPageField, emailField, phoneField, requiredText, text } from './fields';
import { TEXT_LIMITS } from './limits';
import {
  NAME_REQUIRED_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  PROPERTY_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages';

export interface ApplicationSchemaOptions {
  /**
   * The community (`property`) must be chosen. Default true. A form on a page with a
   * community pre-set sends that community as `property`, so the server always requires it;
   * a client form may pass false while its value is the pre-set (docs/product.md).
   */
  requireProperty?: boolean;
  /** The site has a captcha (both reCAPTCHA keys configured): `captchaResponse` is required. */
  requireCaptcha?: boolean;
}

/**
 * The Rental Application Request (docs/product.md): name and email required, phone optional
 * (digits), property (a community id or name) required unless pre-set, address or floor plan
 * and questions optional. `subject` is fixed by the server and the recipients are the
 * server's choice: both are not part of the schema (unknown keys are stripped).
 */
export function applicationSchema({ requireProperty = true, requireCaptcha = false }: ApplicationSchemaOptions = {}) {
  return object({
    name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, message: NAME_REQUIRED_MESSAGE }),
    email: emailField(),
    phone: phoneField({ required: false, requiredMessage: PHONE_REQUIRED_MESSAGE }),
    property: text({ label: 'Community', max: TEXT_LIMITS.community, typeMessage: PROPERTY_REQUIRED_MESSAGE }).test(
      'property-required',
      PROPERTY_REQUIRED_MESSAGE,
      (value) => !requireProperty || Boolean(value),
    ),
    address: text({ label: 'Address or floor plan', max: TEXT_LIMITS.address }),
    questions: text({ label: 'Questions', max: TEXT_LIMITS.longText, multiline: true }),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  })
    .typeError(REQUIRED_FIELDS_MESSAGE)
    .nonNullable(REQUIRED_FIELDS_MESSAGE);
}

/** A validated application request: every text trimmed ('' when not given), phone as stored (lib/domain/validation/phone.ts). */
export type ApplicationRequest = InferType<ReturnType<typeof applicationSchema>>;

/** The form's starting values (Formik `initialValues`). */
export const applicationInitialValues: ApplicationRequest = {
  name: '',
  email: '',
  phone: '',
  property: '',
  address: '',
  questions: '',
  captchaResponse: '',
  currentPage: '',
};
