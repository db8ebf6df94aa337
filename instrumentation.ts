import type { Instrumentation } from 'next';
import { isDatabaseUnavailable } from './lib/data/unavailable';
import { noteWithoutDatabase } from './lib/http/pages-without-database';

export async function register() {
  // Written as a positive test of NEXT_RUNTIME so that the bundler drops the import from the
  // edge build of this file (the server start needs Node: sharp, pg). Not while `next build`
  // prerenders: the build never touches the database.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NODE_ENV !== 'production') {
      const { quietUntilFoundWarning } = await import('./lib/html/react-dev-warnings');
      quietUntilFoundWarning(console);
    }
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { prepareServer } = await import('./lib/server-start');
    try {
      await prepareServer();
    } catch (error) {
      // Once this hook has failed Next answers every request 500 and never runs it again: a
      // server that cannot start ends, so that its supervisor starts it anew (docs/deploy.md).
      const { log } = await import('./lib/log');
      log.error('server.start_failed', error);
      process.exit(1);
    }
  }
}

/**
 * One structured line per failed request (a 5xx is a bug, docs/http-api.md, so each must be
 * visible). A failure for want of the database is noted first, before Next writes the error
 * page's status, which then goes out 503 (lib/http/pages-without-database.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (isDatabaseUnavailable(error)) noteWithoutDatabase(request.headers);
  const { log } = await import('./lib/log');
  log.error('request.failed', error, {
    method: request.method,
    path: request.path,
    routePath: context.routePath,
    routeType: context.routeType,
  });
};
