/**
 * A programmable `fetch` for component tests (jsdom has none): answers by URL, records every
 * call with its parsed JSON body, and can hold an answer back to observe in-between states.
 */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
  /** Resolve the answer only when this promise settles (to look at the submitting state). */
  until?: Promise<unknown>;
  /** Reject like a network failure. */
  networkError?: boolean;
}

type Route = (call: FetchCall) => MockAnswer | undefined;

export class MockFetch {
  readonly calls: FetchCall[] = [];
  private routes: { prefix: string; answer: Route }[] = [];

  /** Answer requests whose URL starts with `prefix` (the last registered match wins). */
  on(prefix: string, answer: MockAnswer | Route): this {
    this.routes.push({ prefix, answer: typeof answer === 'function' ? answer : () => answer });
    return this;
  }

  callsTo(prefix: string): FetchCall[] {
    return this.calls.filter((call) => call.url.startsWith(prefix));
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    let body: unknown = undefined;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const call = { url, method: (init.method ?? 'GET').toUpperCase(), body, headers };
    this.calls.push(call);
    const route = [...this.routes].reverse().find((candidate) => url.startsWith(candidate.prefix));
    const answer = route?.answer(call) ?? { status: 404, body: { message: 'Not found' } };
    if (answer.until) await answer.until;
    if (answer.networkError) throw new TypeError('Failed to fetch');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => {
        if (answer.body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return answer.body;
      },
    } as Response;
  };

  install(): this {
    (globalThis as { fetch?: unknown }).fetch = this.fetch;
    return this;
  }
}

/** A promise and its resolver, to release a held answer. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
