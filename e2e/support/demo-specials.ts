import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoSourceDir } from '../../lib/data/seed/demo-source';
import { isHomePageSpecialCurrent } from '../../lib/domain/specials';

interface SeededSpecial {
  title: string;
  startDate: string | null;
  endDate: string | null;
}

/**
 * The titles of the demo's home-page specials that are current now, in their order: what the
 * home special modal offers a visitor who has not closed it.
 *
 * Read from the listing file the test server seeded (demo-listing.json in the demo's source
 * directory under E2E_DATA_DIR), because the demo is dated from the day the server started: one
 * special ends that day, so a run that crosses the company's midnight (late evening in
 * Bloomington, early morning UTC) sees it gone afterwards, as a visitor would. On the seed's own
 * day these are the three the demo is made to show.
 */
export function currentDemoSpecialTitles(now = new Date()): string[] {
  const file = path.join(demoSourceDir(process.env.E2E_DATA_DIR!), 'demo-listing.json');
  const listing = JSON.parse(readFileSync(file, 'utf8')) as {
    homePageSpecials: SeededSpecial[];
  };
  return listing.homePageSpecials.filter((special) => isHomePageSpecialCurrent(special, now)).map((special) => special.title);
}
