import { TOO_MANY_REQUESTS_MESSAGE } from './responses';

/**
 * The pages whose buttons are plain form posts (the tour cancel page, the moderators' page) get
 * their post answered 303 back to themselves with `?result=`. A post refused for its rate or
 * failed on the server comes back as one of these, so the page can say so above its buttons,
 * rather than the browser showing the endpoint's JSON.
 */
export type PostNotice = 'busy' | 'failed';

/** The note for `?result=` on such a page, or null; `failedMessage` is the endpoint's own failure text. */
export function postNoticeMessage(result: unknown, failedMessage: string): string | null {
  if (result === 'busy') return TOO_MANY_REQUESTS_MESSAGE;
  if (result === 'failed') return failedMessage;
  return null;
}
