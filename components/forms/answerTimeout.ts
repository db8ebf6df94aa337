/**
 * How long the site's forms and buttons wait for an answer before they say sending failed. The
 * site answers in about a second; a phone whose connection died mid-request may otherwise wait
 * minutes on a spinner. Sending again is safe: a form's retry carries the same submission key
 * (submissionKey.ts), and a delete that already happened is recognised (SubletDelete.tsx).
 */
export const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Runs `request` with a signal that aborts after `timeoutMs`; the timer ends when it settles.
 * A timer, not AbortSignal.timeout(): Safari before 16 lacks it, and tests can move a timer on.
 */
export async function withinAnswerTime<T>(request: (signal: AbortSignal) => Promise<T>, timeoutMs = ANSWER_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await request(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
