import { CAPTCHA_REQUIRED_MESSAGE } from '@/lib/domain/validation/messages';
import { hasErrors, type NestedErrors } from './summaryItems';

/**
 * The second half of a lead form's submit check: once the fields are valid, a captcha token
 * (`issue`, e.g. CaptchaScope's getToken for the form's action); when none can be had, the
 * captcha's message joins the field errors. Fields with errors issue no token (tokens are single-use).
 */
export async function withCaptchaToken(fieldErrors: NestedErrors, issue: () => Promise<string | null>): Promise<{ invalid: NestedErrors; token: string }> {
  if (hasErrors(fieldErrors)) return { invalid: fieldErrors, token: '' };
  const token = await issue();
  return token === null ? { invalid: { ...fieldErrors, captchaResponse: CAPTCHA_REQUIRED_MESSAGE }, token: '' } : { invalid: fieldErrors, token };
}
