import { type InferType, object } from 'yup';
import { captchaField, currentPageField, emailField, requiredText } from './fields';
import { TEXT_LIMITS } from './limits';
import { MESSAGE_REQUIRED_MESSAGE, NAME_REQUIRED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from './messages';

export interface SubletMessageSchemaOptions {
  /** The site has a captcha (both reCAPTCHA keys configured): `captchaResponse` is required. */
  requireCaptcha?: boolean;
}

/** A message to a sublet's poster (docs/product.md): name, email and message required, and the captcha. */
export function subletMessageSchema({ requireCaptcha = false }: SubletMessageSchemaOptions = {}) {
  return object({
    name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, message: NAME_REQUIRED_MESSAGE }),
    email: emailField(),
    message: requiredText({ label: 'Message', max: TEXT_LIMITS.longText, multiline: true, message: MESSAGE_REQUIRED_MESSAGE }),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  })
    .typeError(REQUIRED_FIELDS_MESSAGE)
    .nonNullable(REQUIRED_FIELDS_MESSAGE);
}

export type SubletMessage = InferType<ReturnType<typeof subletMessageSchema>>;

export const subletMessageInitialValues: SubletMessage = {
  name: '',
  email: '',
  message: '',
  captchaResponse: '',
  currentPage: '',
};
