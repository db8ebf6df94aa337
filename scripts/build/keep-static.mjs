// A page opened before a deploy asks, later, for files of the build it came from: the code of a
// modal's form, of the video player, of the next page. Next empties .next at each build and names
// a changed file anew, so the new build would answer those files 404 (docs/deploy.md, "Pages
// opened before a deploy"). A build therefore keeps the files of the builds before it under
// .next/static for KEEP_DAYS after the last build that had them. Their names carry a hash of
// their content, so a kept file never takes the place of one of the new build.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from './precompress.mjs';

/** How long a file no build has any more is still served: longer than a tab stays open unused. */
export const KEEP_DAYS = 14;
const DAY_MS = 86_400_000;
/** When each file under .next/static was last part of a build (ISO times), by its path there. */
const LEDGER = 'kept-static.json';

function readLedger(file) {
  try {
    const ledger = JSON.parse(readFileSync(file, 'utf8'));
    return ledger && typeof ledger === 'object' && !Array.isArray(ledger) ? ledger : {};
  } catch {
    return {};
  }
}

/**
 * Before a build: moves .next/static and its ledger out of .next (to `heldDir`), where Next's
 * build does not empty them. Nothing to hold when there was no build. When `heldDir` is there
 * already, a build failed or stopped after holding: it holds the files of the last build that
 * served, and what .next has now was never served.
 */
export function holdStatic(nextDir, heldDir) {
  if (existsSync(heldDir)) return;
  const staticDir = path.join(nextDir, 'static');
  if (!existsSync(staticDir)) return;
  mkdirSync(heldDir, { recursive: true });
  renameSync(staticDir, path.join(heldDir, 'static'));
  const ledger = path.join(nextDir, LEDGER);
  if (existsSync(ledger)) renameSync(ledger, path.join(heldDir, LEDGER));
}

/**
 * After a build: puts back the held files the new build does not have, unless no build had them
 * for KEEP_DAYS, and writes the ledger (the new build's files: `now`). A file the held ledger does
 * not know counts from `now` (a build from before this ledger). Removes `heldDir`. Returns the
 * number of files kept and dropped.
 */
export function restoreStatic(nextDir, heldDir, now = new Date()) {
  const staticDir = path.join(nextDir, 'static');
  const heldStatic = path.join(heldDir, 'static');
  const before = readLedger(path.join(heldDir, LEDGER));
  const ledger = {};
  for (const file of filesUnder(staticDir)) ledger[file] = now.toISOString();
  let kept = 0;
  let dropped = 0;
  for (const file of filesUnder(heldStatic)) {
    if (ledger[file]) continue;
    const lastBuilt = Date.parse(before[file] ?? '') || now.getTime();
    if (now.getTime() - lastBuilt > KEEP_DAYS * DAY_MS) {
      dropped += 1;
      continue;
    }
    const target = path.join(staticDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(heldStatic, file), target);
    ledger[file] = new Date(lastBuilt).toISOString();
    kept += 1;
  }
  if (existsSync(staticDir)) writeFileSync(path.join(nextDir, LEDGER), JSON.stringify(ledger, null, 1));
  rmSync(heldDir, { recursive: true, force: true });
  return { kept, dropped };
}
