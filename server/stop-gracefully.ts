import type { Server } from 'node:http';

export interface StopOptions {
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs?: number;
  /** Runs once no request is in flight (or the grace is over): close what the requests used. */
  afterRequests?: () => Promise<void>;
}

/**
 * Stops taking connections, lets the requests in flight finish (idle keep-alive connections are
 * closed at once, busy ones as soon as their response is sent), cuts what is left after `graceMs`, then
 * runs `afterRequests`. Resolves with whether every request finished in time.
 */
export async function stopGracefully(server: Server, { graceMs = 10_000, afterRequests }: StopOptions = {}): Promise<{ drained: boolean }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection whose request finishes now turns idle and would be kept open (keepAliveTimeout,
  // 65 s): close such connections as they turn idle, so draining ends with the last response.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(sweep);
  if (!drained) {
    server.closeAllConnections();
    await closed;
  }
  await afterRequests?.();
  return { drained };
}
