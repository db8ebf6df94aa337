// `npm run build`: the production build, once, for `npm run serve` on this or any other machine
// with the same sources (build once, run many).
import { build } from './build-state.mjs';

process.exit(await build());
