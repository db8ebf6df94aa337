import type { CaptchaAction } from '@/lib/domain/validation/captcha-actions';
import { CAPTCHA_REQUIRED_MESSAGE } from '@/lib/domain/validation/messages';
import { type CheckedSend, sendCheckedForm } from './sendForm';
import type { useCaptchaToken } from './CaptchaScope';

export interface CaptchaPost extends Pick<CheckedSend, 'submission' | 'url' | 'sentMessage' | 'failedMessage'> {
  action: CaptchaAction;
  siteKey: string | null;
  getToken: ReturnType<typeof useCaptchaToken>;
  values: Record<string, unknown>;
  /** The honeypot field's value (HoneypotField). */
  honeypot: string;
}

/**
 * Sends a checked sublet form to its endpoint (docs/http-api.md): the captcha's token first
 * ('Please check the captcha' when there is none), then sendCheckedForm with the values and the
 * honeypot; the server's message is shown, not its field errors (the fields were checked).
 */
export async function postWithCaptcha({ action, siteKey, getToken, submission, url, values, honeypot, sentMessage, failedMessage }: CaptchaPost) {
  const token = await getToken(action, siteKey);
  if (token === null) {
    submission.send('invalid');
    submission.show({ kind: 'error', message: CAPTCHA_REQUIRED_MESSAGE });
    return;
  }
  await sendCheckedForm({ submission, url, body: { ...values, captchaResponse: token, website: honeypot }, sentMessage, failedMessage });
}
