import { ANSWER_TIMEOUT_MS } from './answerTimeout';
import { postForm } from './postForm';

/** A fetch whose answer never comes; it rejects as browsers do when its signal aborts. */
function hangingFetch(seen: { signal?: AbortSignal | null }) {
  return (_url: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((_resolve, reject) => {
      seen.signal = init.signal;
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
}

describe('postForm', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.useRealTimers();
  });

  it(`gives up on an answer that has not come in ${ANSWER_TIMEOUT_MS / 1000} s: a failure the form shows, never a spinner for ever`, async () => {
    jest.useFakeTimers();
    const seen: { signal?: AbortSignal | null } = {};
    globalThis.fetch = hangingFetch(seen) as typeof fetch;
    let settled: unknown = null;
    const result = postForm('/api/application', { name: 'Ann' }, 'k'.repeat(22)).then((value) => (settled = value));
    await jest.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    expect(seen.signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, status: null, message: null, errors: {} });
    expect(seen.signal?.aborted).toBe(true);
  });

  it('sends the key as the quoted Idempotency-Key and leaves no timer behind once answered', async () => {
    jest.useFakeTimers();
    const sent: RequestInit[] = [];
    globalThis.fetch = (async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(init);
      return Response.json({ message: 'Message Sent!' }, { status: 201 });
    }) as typeof fetch;
    expect(await postForm('/api/contact', { name: 'Ann' }, 'abcdefghijklmnopqrstuv')).toEqual({ ok: true, message: 'Message Sent!' });
    expect(new Headers(sent[0]!.headers).get('idempotency-key')).toBe('"abcdefghijklmnopqrstuv"');
    expect(jest.getTimerCount()).toBe(0);
  });
});
