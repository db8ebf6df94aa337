import { type InferType, object } from 'yup';
import { SUBLET_LINK_RESEND_MINUTES } from '../sublet-links';
import { captchaField, currentPageField, emailField } from './fields';
import { REQUIRED_FIELDS_MESSAGE } from './messages';

/**
 * The answer to every request for a new link, whether or not the address posted anything: the
 * page must not tell a stranger who posted on the board.
 */
export const SUBLET_LINK_SENT_MESSAGE = `If a sublet was posted with that address, we have e-mailed it a new private link. Check your inbox, and your spam folder, in a few minutes. A listing gets at most one new link every ${SUBLET_LINK_RESEND_MINUTES} minutes.`;
export const SUBLET_LINK_FAILED_MESSAGE = 'Request Failed!';

/** A poster's request for a new private link (docs/product.md, "A lost link"): the e-mail address they posted with, and the captcha. */
export function subletLinkSchema({ requireCaptcha = false }: { requireCaptcha?: boolean } = {}) {
  return object({
    email: emailField(),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  })
    .typeError(REQUIRED_FIELDS_MESSAGE)
    .nonNullable(REQUIRED_FIELDS_MESSAGE);
}

export type SubletLinkRequest = InferType<ReturnType<typeof subletLinkSchema>>;

export const subletLinkInitialValues: SubletLinkRequest = { email: '', captchaResponse: '', currentPage: '' };
