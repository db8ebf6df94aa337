import { bedroomChoices } from '@/components/search/bedroomChoices';
import { ListingSearch } from '@/components/search/ListingSearch';
import { ResultsGrid } from '@/components/search/ResultsGrid';
import { getListedProperties } from '@/lib/data/cached';
import { availabilityOptions } from '@/lib/domain/availability';
import type { ListedProperty } from '@/lib/domain/listing-types';
import { communityOptions, listedFloorplans } from '@/lib/domain/listing-rules';
import { filterFloorplans } from '@/lib/domain/listing-filters';
import { searchFloorplans } from '@/lib/domain/listing-search';
import { widerSearches } from '@/lib/domain/wider-searches';
import {
  listPageUrl,
  parseListPage,
  parseListingSearch,
  serializeListingSearch,
  withKnownCommunityIds,
  type SearchParamsInput,
} from '@/lib/domain/search-params';
import { PAGES } from '@/lib/domain/routes';
import { siteDay } from '@/lib/domain/site-day';
import { log } from '@/lib/log';
import { FloorplanCard } from './FloorplanCard';

export interface FloorplanSearchProps {
  /** The page's awaited searchParams (docs/product.md#search-filters-and-sort). */
  searchParams: SearchParamsInput;
  /** The id of the section it sits in (the no-JavaScript form returns there). */
  sectionId: string;
}

/** The listing for the search; a failure is logged and gives an empty list (never rejects). */
async function loadListingForSearch(): Promise<ListedProperty[]> {
  try {
    return await getListedProperties();
  } catch (error) {
    // docs/product.md#messages: a failed listing fetch shows no message; loading just ends (an empty list).
    log.error('home.listings_failed', error);
    return [];
  }
}

/**
 * The home page's floor plan search (docs/product.md#pages): the server filters and sorts for the URL it is
 * given, renders the cards, and hands the client only the search state and filter options.
 */
export async function FloorplanSearch({ searchParams, sectionId }: FloorplanSearchProps) {
  const properties = await loadListingForSearch();
  const today = siteDay(new Date());
  const listed = listedFloorplans(properties);
  const search = withKnownCommunityIds(
    parseListingSearch(searchParams, today),
    properties.map((property) => property.id),
  );
  const results = searchFloorplans(listed, search, today);
  const wider =
    results.length === 0
      ? widerSearches(search, (other) => filterFloorplans(listed, other, today).length, 'floor plan').map((other) => ({
          href: listPageUrl(PAGES.home, serializeListingSearch(other.search), 1, sectionId),
          label: other.label,
        }))
      : [];

  return (
    <ListingSearch
      kind="home"
      search={search}
      count={results.length}
      bedroomOptions={bedroomChoices(listed, search.bedrooms)}
      communityOptions={communityOptions(properties, search.communities, listed)}
      availabilityOptions={availabilityOptions(today)}
      sectionId={sectionId}
    >
      <ResultsGrid
        items={results}
        label="Floor plans"
        itemKey={(floorplan) => floorplan.id}
        renderItem={(floorplan) => <FloorplanCard floorplan={floorplan} today={today} />}
        paging={{ page: parseListPage(searchParams), path: PAGES.home, query: serializeListingSearch(search), sectionId }}
        wider={wider}
      />
    </ListingSearch>
  );
}
