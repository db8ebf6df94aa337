import type { Instrumentation } from 'next';

export async function register() {
  // Not while `next build` prerenders: the build never touches the database.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { prepareServer } = await import('./lib/server-start');
  await prepareServer();
}

/** One structured line per failed request (SPEC: a 5xx is a bug, so each must be visible). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { log } = await import('./lib/log');
  log.error('request.failed', error, {
    method: request.method,
    path: request.path,
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
