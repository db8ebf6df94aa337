import { withinAnswerTime } from './answerTimeout';
import { SUBMISSION_KEY_HEADER, submissionKeyHeader } from './submissionKey';

/** The answer of a form endpoint (docs/http-api.md): `{ message, errors? }`. */
export type PostFormResult =
  | { ok: true; message: string | null }
  | { ok: false; status: number | null; message: string | null; errors: Record<string, string> };

/** `{ message, errors }` of a form endpoint's answer (docs/http-api.md), whatever the body is. */
export function readFormAnswer(value: unknown): { message: string | null; errors: Record<string, string> } {
  if (!value || typeof value !== 'object') return { message: null, errors: {} };
  const { message, errors } = value as Record<string, unknown>;
  const fieldErrors: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, text] of Object.entries(errors as Record<string, unknown>)) {
      if (typeof text === 'string') fieldErrors[field] = text;
    }
  }
  return { message: typeof message === 'string' && message.trim() ? message : null, errors: fieldErrors };
}

/**
 * POSTs a form as JSON, with its submission key (submissionKey.ts). Never throws: a network
 * failure, no answer within ANSWER_TIMEOUT_MS (answerTimeout.ts) or an unreadable answer is
 * `{ ok: false, message: null }` and the form shows its own failure text.
 */
export async function postForm(url: string, body: Record<string, unknown>, submissionKey: string): Promise<PostFormResult> {
  return withinAnswerTime(async (signal) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [SUBMISSION_KEY_HEADER]: submissionKeyHeader(submissionKey) },
        body: JSON.stringify(body),
        signal,
      });
    } catch {
      return { ok: false, status: null, message: null, errors: {} };
    }
    let parsed: ReturnType<typeof readFormAnswer> = { message: null, errors: {} };
    try {
      parsed = readFormAnswer(await response.json());
    } catch {
      // No JSON body (a proxy's error page, or the body stalled): the form's own text is shown.
    }
    if (response.ok) return { ok: true, message: parsed.message };
    return { ok: false, status: response.status, ...parsed };
  });
}
