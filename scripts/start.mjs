// `npm start`, the one-command demo: builds the production bundle if it is missing or out of date,
// then serves it. The server itself migrates the database and seeds the demo data when it is
// empty (instrumentation.ts → lib/server-start.ts), before it answers any request.
// For a deploy, build once with `npm run build` and run `npm run serve` (docs/deploy.md).
import { build, buildState, serve } from './build-state.mjs';

const state = buildState();
if (state !== 'current') {
  console.log(`> The production build is ${state === 'missing' ? 'missing' : 'out of date'}: building (next build --webpack)…`);
  const code = await build({ onlyIfNeeded: true });
  if (code !== 0) process.exit(code);
}
serve();
