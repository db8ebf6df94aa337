// Waiting for what servers of the site's own do in the background (a notice, a retry, a mail).

/** What `read` gives once `accept` takes it, or its last value after `ms`. */
export async function within<T>(ms: number, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What `read` gives once `accept` takes it; fails, naming the last value, after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 40_000): Promise<T> {
  const value = await within(timeoutMs, read, accept);
  if (!accept(value)) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
  return value;
}
