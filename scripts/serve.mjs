// `npm run serve`: the production server on the existing build. It never builds: on a missing or
// out-of-date build it refuses, so that a deploy never builds on the server or runs code other
// than what was built.
import { buildState, serve } from './build-state.mjs';

const state = buildState();
if (state !== 'current') {
  process.stderr.write(
    state === 'missing'
      ? '\nnpm run serve: there is no production build here. Run `npm run build` first.\n\n'
      : '\nnpm run serve: the sources changed since the last build. Run `npm run build` again (or deploy the build made from these sources).\n\n',
  );
  process.exit(1);
}
serve();
