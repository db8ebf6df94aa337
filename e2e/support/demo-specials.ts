import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * Read from the listing file the test server seeded (seed-source/v{n}/demo-listing.json under
 * E2E_DATA_DIR), because the demo is dated from the day the server started: one special ends
 * that day, so a run that crosses the company's midnight (late evening in Bloomington, early
 * morning UTC) sees it gone afterwards, as a visitor would. On the seed's own day these are the
 * three the demo is made to show.
 */
export function currentDemoSpecialTitles(now = new Date()): string[] {
  const sources = path.join(process.env.E2E_DATA_DIR!, 'seed-source');
  // The newest generator's directory: a data directory kept across versions holds older ones.
  const [version] = readdirSync(sources)
    .filter((name) => /^v\d+$/.test(name))
    .sort((a, b) => Number(b.slice(1)) - Number(a.slice(1)));
  const listing = JSON.parse(readFileSync(path.join(sources, version!, 'demo-listing.json'), 'utf8')) as {
    homePageSpecials: SeededSpecial[];
  };
  return listing.homePageSpecials.filter((special) => isHomePageSpecialCurrent(special, now)).map((special) => special.title);
}
