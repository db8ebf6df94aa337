import { withoutPrivateLinks } from '@/lib/domain/private-links';
import type { CaptchaAction } from '@/lib/domain/validation/captcha-actions';
import { CAPTCHA_REQUIRED_MESSAGE } from '@/lib/domain/validation/messages';
import { postForm } from './postForm';
import type { useCaptchaToken } from './CaptchaScope';
import type { useSubmission } from './useSubmission';

export interface CaptchaPost {
  action: CaptchaAction;
  siteKey: string | null;
  getToken: ReturnType<typeof useCaptchaToken>;
  submission: Pick<ReturnType<typeof useSubmission>, 'send' | 'show' | 'clear' | 'keyFor'>;
  url: string;
  values: Record<string, unknown>;
  /** The honeypot field's value (HoneypotField). */
  honeypot: string;
  /** What the form says when the server took it, and when it failed without a message. */
  sentMessage: string;
  failedMessage: string;
}

/**
 * Sends a checked form to its endpoint (docs/http-api.md): the captcha's token first ('Please
 * check the captcha' when there is none), then the values with the page's address (private links
 * left out) and the honeypot, under the submission's Idempotency-Key; then the success message,
 * or the server's message, else `failedMessage`.
 */
export async function postWithCaptcha({ action, siteKey, getToken, submission, url, values, honeypot, sentMessage, failedMessage }: CaptchaPost) {
  const token = await getToken(action, siteKey);
  if (token === null) {
    submission.send('invalid');
    submission.show({ kind: 'error', message: CAPTCHA_REQUIRED_MESSAGE });
    return;
  }
  submission.send('valid');
  submission.clear();
  const body = { ...values, captchaResponse: token, currentPage: withoutPrivateLinks(window.location.href), website: honeypot };
  const result = await postForm(url, body, submission.keyFor(body));
  if (result.ok) {
    submission.send('succeeded');
    submission.show({ kind: 'success', message: sentMessage });
    return;
  }
  submission.send('failed');
  submission.show({ kind: 'error', message: result.message ?? failedMessage });
}
