import { ListingSearch } from '@/components/search/ListingSearch';
import { ResultsGrid } from '@/components/search/ResultsGrid';
import { bedroomChoices } from '@/components/search/bedroomChoices';
import { availabilityOptions } from '@/lib/domain/availability';
import type { UnitListing } from '@/lib/domain/listing-types';
import { filterUnits } from '@/lib/domain/listing-filters';
import type { NothingListed } from '@/lib/domain/nothing-listed';
import { searchUnits } from '@/lib/domain/listing-search';
import { widerSearches } from '@/lib/domain/wider-searches';
import {
  listPageUrl,
  parseListPage,
  parseUnitSearch,
  serializeUnitSearch,
  type SearchParamsInput,
} from '@/lib/domain/search-params';
import type { IsoDay } from '@/lib/domain/site-day';
import { container } from '@/styles/utilities.css';
import { UnitCard } from './UnitCard';
import * as styles from './UnitsSection.css';

export interface UnitsSectionProps {
  /** The community's units as listed: unitListings(listedFloorplans([property]), today). */
  units: readonly UnitListing[];
  /** The page's awaited searchParams (docs/product.md#search-filters-and-sort without `community`). */
  searchParams: SearchParamsInput;
  /** The page's path (its list pages link to it with the search and `page`). */
  path: string;
  /** The site day the page renders for (siteDay(new Date())). */
  today: IsoDay;
  /** The section's id, the no-JavaScript form's return anchor (default 'units'). */
  id?: string;
  /** The section heading (default 'Units'). */
  title?: string;
  /** What the section says under 'No matches found...' when the community lists no unit at all. */
  nothingListed?: NothingListed & { href: string };
}

/**
 * A community page's units section (docs/product.md#pages): filters for bedroom, availability, price and
 * style, the sort, pills, 'Total: N Results', 'No matches found...', and the unit cards. The
 * server filters and sorts for the URL; the search state lives in the URL (docs/product.md#search-filters-and-sort).
 * A community that lists no unit at all (fully leased) shows no filters: only 'No matches
 * found...' and what to do instead, since no choice of filters could find one.
 */
export function UnitsSection({ units, searchParams, path, today, id = 'units', title = 'Units', nothingListed }: UnitsSectionProps) {
  const search = parseUnitSearch(searchParams, today);
  const results = searchUnits(units, search, today);
  const wider =
    results.length === 0
      ? widerSearches(search, (other) => filterUnits(units, other, today).length, 'unit').map((other) => ({
          href: listPageUrl(path, serializeUnitSearch(other.search), 1, id),
          label: other.label,
        }))
      : [];
  const headingId = `${id}-heading`;
  const grid = (
    <ResultsGrid
      items={results}
      label="Units"
      itemKey={(unit) => `${unit.floorplanId}/${unit.id}`}
      renderItem={(unit) => <UnitCard unit={unit} today={today} />}
      paging={{ page: parseListPage(searchParams), path, query: serializeUnitSearch(search), sectionId: id }}
      wider={wider}
      nothingListed={units.length === 0 ? nothingListed : undefined}
    />
  );
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} tabIndex={-1}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {/* Filters, sort and count only when there is something to search. */}
        {units.length === 0 ? (
          grid
        ) : (
          <ListingSearch
            kind="units"
            search={search}
            count={results.length}
            bedroomOptions={bedroomChoices(units, search.bedrooms)}
            availabilityOptions={availabilityOptions(today)}
            sectionId={id}
          >
            {grid}
          </ListingSearch>
        )}
      </div>
    </section>
  );
}
