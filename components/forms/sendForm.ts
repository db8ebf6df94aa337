import { withoutPrivateLinks } from '@/lib/domain/private-links';
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/domain/validation/messages';
import { withCaptchaToken } from './captchaToken';
import { postForm, type PostFormResult } from './postForm';
import { hasErrors, summaryItems, type NestedErrors } from './summaryItems';
import type { useSubmission } from './useSubmission';

type Submission = Pick<ReturnType<typeof useSubmission>, 'send' | 'show' | 'clear' | 'keyFor'>;

export interface CheckedSend {
  submission: Submission;
  url: string;
  /** What the endpoint reads (docs/http-api.md), the captcha's token included; the page's address is added. */
  body: Record<string, unknown>;
  /** What the form says when the server took it, and when it failed without a message. */
  sentMessage: string;
  failedMessage: string;
  /** Sets the server's field errors back on the form (the lead forms; the sublet forms show the message only). */
  setErrors?: (errors: Record<string, string>) => void;
  /** Runs once the answer is in, before the form shows it: analytics, a booking's summary, fresh choices. */
  onAnswer?: (result: PostFormResult) => void | Promise<void>;
}

/**
 * The second half of every form's submit, once its fields and captcha passed: the values with
 * the page's address (private links left out) under the submission's Idempotency-Key, then the
 * success message, or the server's message and field errors, else `failedMessage`.
 */
export async function sendCheckedForm({ submission, url, body, sentMessage, failedMessage, setErrors, onAnswer }: CheckedSend): Promise<PostFormResult> {
  submission.send('valid');
  submission.clear();
  const payload = { ...body, currentPage: withoutPrivateLinks(window.location.href) };
  const result = await postForm(url, payload, submission.keyFor(payload));
  submission.send(result.ok ? 'succeeded' : 'failed');
  await onAnswer?.(result);
  if (result.ok) {
    submission.show({ kind: 'success', message: sentMessage });
    return result;
  }
  if (setErrors && Object.keys(result.errors).length > 0) setErrors(result.errors);
  submission.show({ kind: 'error', message: result.message ?? failedMessage });
  return result;
}

export interface LeadSend extends Omit<CheckedSend, 'body'> {
  /** The fields' errors of this attempt (Formik's validateForm, the attempt already counted). */
  fieldErrors: NestedErrors;
  /** A captcha token for the form's action, or null when none can be had. */
  captcha: () => Promise<string | null>;
  /** Where the error summary's link of each field goes; the captcha's goes to `submitId`. */
  summaryFields: readonly { path: string; id: string }[];
  submitId: string;
  /** The form's values as the endpoint reads them, without the captcha's token. */
  body: Record<string, unknown>;
}

/**
 * A lead form's submit (the application, contact and tour forms; docs/product.md#forms) once its
 * fields are checked: the captcha's token, asked only when the fields are valid; when a field or
 * the captcha fails, 'Fill all the required fields' over the list of what is wrong (each a link
 * to its field); else sendCheckedForm. Null when nothing was sent.
 */
export async function sendLeadForm({ fieldErrors, captcha, summaryFields, submitId, body, ...send }: LeadSend): Promise<PostFormResult | null> {
  const { invalid, token } = await withCaptchaToken(fieldErrors, captcha);
  if (hasErrors(invalid)) {
    send.submission.send('invalid');
    send.submission.show({
      kind: 'invalid',
      title: REQUIRED_FIELDS_MESSAGE,
      items: summaryItems(invalid, [...summaryFields, { path: 'captchaResponse', id: submitId }]),
    });
    return null;
  }
  return sendCheckedForm({ ...send, body: { ...body, captchaResponse: token } });
}
