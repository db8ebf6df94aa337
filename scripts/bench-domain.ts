/**
 * Times the home search's pure rules (lib/domain) on synthetic data: 2,000 floor plans with
 * 10 units each (20,000 units) over 100 communities. Each case is filter + sort of the listed
 * floor plans, median of N runs. Then the same data goes into a temporary PGlite database and
 * the home page's data query (loadListedProperties, the uncached path behind
 * getListedProperties) is timed, alone and followed by the rules, as a page render does.
 *
 *   npm run bench                      # 25 timed runs after 3 warm-up runs
 *   npm run bench -- --runs=50 --warmup=5
 *   npm run bench -- --no-db           # the pure rules only
 *
 * To time something else (e.g. a data-layer query), add a `BenchCase` to `cases` below or
 * build another list and pass it to `runBench` / `formatTable` from ./bench/harness.
 */
import { loadListedProperties } from '../lib/data/listings';
import { listedFloorplans, unitListings } from '../lib/domain/listing-rules';
import { searchFloorplans, searchUnits } from '../lib/domain/listing-search';
import { DEFAULT_LISTING_SEARCH, parseListingSearch, type ListingSearch } from '../lib/domain/search-params';
import { addMonths, monthOfDay, siteDay } from '../lib/domain/site-day';
import { benchOptionsFromArgs, formatTable, runBench, type BenchCase } from './bench/harness';
import { tempListingDb } from './bench/pglite-listing';
import { syntheticProperties } from './bench/synthetic-listings';

const FLOORPLANS = 2000;
const UNITS_PER_FLOORPLAN = 10;
const PROPERTIES = 100;

async function main(): Promise<void> {
  const options = benchOptionsFromArgs(process.argv.slice(2), { runs: 25, warmup: 3 });
  const today = siteDay(new Date());
  const properties = syntheticProperties({
    properties: PROPERTIES,
    floorplans: FLOORPLANS,
    unitsPerFloorplan: UNITS_PER_FLOORPLAN,
    today,
  });
  const listed = listedFloorplans(properties);
  const units = unitListings(listed, today);
  const inThreeMonths = addMonths(monthOfDay(today), 3);
  const search = (overrides: Partial<ListingSearch>): ListingSearch => ({ ...DEFAULT_LISTING_SEARCH, ...overrides });

  const homeSearches: [string, ListingSearch][] = [
    ['default (available now, featured)', search({})],
    ['all, priceAsc', search({ availability: 'all', sort: 'priceAsc' })],
    ['bedroom 1,2 + rent 800-1600, priceDesc', search({ bedrooms: [1, 2], rent: { min: 800, max: 1600 }, availability: 'all', sort: 'priceDesc' })],
    [`month ${inThreeMonths}, availabilityAsc`, search({ availability: inThreeMonths, sort: 'availabilityAsc' })],
    ['3 communities + 2 styles, bedroomsDesc', search({ communities: ['prop-1', 'prop-2', 'prop-3'], styles: ['APARTMENT', 'STUDIO'], sort: 'bedroomsDesc' })],
    ['every filter, availabilityDesc', search({ bedrooms: [0, 1, 2], styles: ['APARTMENT', 'TOWN_HOME', 'STUDIO'], rent: { min: 700, max: 2000 }, availability: inThreeMonths, sort: 'availabilityDesc' })],
  ];

  const cases: BenchCase[] = [
    { name: 'listedFloorplans (flatten, drop inactive/garage)', run: () => listedFloorplans(properties) },
    ...homeSearches.map(([name, state]) => ({ name: `home: ${name}`, run: () => searchFloorplans(listed, state, today) })),
    {
      name: 'home: parse URL + search',
      run: () => searchFloorplans(listed, parseListingSearch(`bedroom=1,2&rent=500-1500&availability=${inThreeMonths}&sort=priceAsc`, new Date()), new Date()),
    },
    { name: 'units: unitListings (20k rows)', run: () => unitListings(listed, today) },
    { name: 'units: all, priceAsc', run: () => searchUnits(units, search({ availability: 'all', sort: 'priceAsc' }), today) },
    { name: 'units: default (available now, featured)', run: () => searchUnits(units, search({}), today) },
  ];

  const unitCount = properties.reduce((sum, p) => sum + p.floorplans.reduce((s, fp) => s + fp.units.length, 0), 0);
  console.log(
    `lib/domain bench — ${FLOORPLANS} floor plans, ${unitCount} units, ${PROPERTIES} communities; ` +
      `listed ${listed.length} floor plans, ${units.length} unit rows; today ${today}; ` +
      `median of ${options.runs} runs after ${options.warmup} warm-up (node ${process.version})\n`,
  );
  console.log(formatTable(await runBench(cases, options)));

  if (process.argv.includes('--no-db')) return;
  const temp = await tempListingDb(properties);
  try {
    console.log(
      `\nPGlite (temp dir) — opened + migrated in ${temp.openSeconds.toFixed(2)} s, ` +
        `${unitCount} units inserted in ${temp.insertSeconds.toFixed(2)} s\n`,
    );
    const db = temp.handle.db;
    const dbCases: BenchCase[] = [
      { name: 'db: loadListedProperties (5 queries → domain shapes)', run: () => loadListedProperties(db) },
      {
        name: 'db: home page data (load + list + default search)',
        run: async () => searchFloorplans(listedFloorplans(await loadListedProperties(db)), search({}), today),
      },
      {
        name: 'db: home page data (load + list + filtered search)',
        run: async () =>
          searchFloorplans(
            listedFloorplans(await loadListedProperties(db)),
            search({ bedrooms: [1, 2], rent: { min: 800, max: 1600 }, availability: 'all', sort: 'priceDesc' }),
            today,
          ),
      },
    ];
    const dbOptions = { runs: Math.max(3, Math.min(options.runs, 10)), warmup: Math.min(options.warmup, 2) };
    console.log(formatTable(await runBench(dbCases, dbOptions)));
  } finally {
    await temp.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
