import type { Server } from 'node:http';

export interface StopOptions {
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs?: number;
  /** Runs once no request is in flight (or the grace is over): close what the requests used. */
  afterRequests?: () => Promise<void>;
}

/**
 * Stops taking connections, lets the requests in flight finish (idle keep-alive connections are
 * closed at once, busy ones after their response), cuts what is left after `graceMs`, then
 * runs `afterRequests`. Resolves with whether every request finished in time.
 */
export async function stopGracefully(server: Server, { graceMs = 10_000, afterRequests }: StopOptions = {}): Promise<{ drained: boolean }> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!drained) {
    server.closeAllConnections();
    await closed;
  }
  await afterRequests?.();
  return { drained };
}
