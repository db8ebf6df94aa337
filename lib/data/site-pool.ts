import { Pool, type PoolClient } from 'pg';
import { isDatabaseUnavailable } from './unavailable';

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void;

/**
 * The pool the site's Drizzle database runs on. Drizzle's transaction() checks a client out
 * with connect() and releases it in a `finally` that does not cover its `begin`: a `begin` that
 * failed for want of the database (no answer within the query deadline, a lost connection) left
 * the client checked out for good, and after ten of them the pool had none to give, even once
 * the database answered again. Here a checked-out client whose query fails that way is released
 * at once, with the error (the pool ends it); the release Drizzle makes later does nothing.
 */
export class SitePool extends Pool {
  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    // The pool's own query() checks out with a callback and releases with the error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenUnavailable);
  }
}

function releasedWhenUnavailable(client: PoolClient): PoolClient {
  const { query, release } = client;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query; // the next checkout gets the client as it was
    release.call(client, error);
  };
  client.query = ((...args: unknown[]) => {
    const result: unknown = (query as (...params: unknown[]) => unknown).apply(client, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) client.release(error as Error);
      throw error;
    });
  }) as PoolClient['query'];
  return client;
}
