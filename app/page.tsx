import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { FloorplanSearch } from '@/components/floorplan/FloorplanSearch';
import { HomeHero } from '@/components/home/HomeHero';
import { SearchSkeleton } from '@/components/search/SearchSkeleton';
import { HomeSpecials } from '@/components/specials/HomeSpecials';
import { getConfig } from '@/lib/config';
import { foldFormRent } from '@/lib/domain/search-form';
import { parseListingSearch, serializeListingSearch, withQuery } from '@/lib/domain/search-params';
import { siteDay } from '@/lib/domain/site-day';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';

// Listing data comes from the cached getters; the page itself renders per request (its URL is the search).
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const SEARCH_SECTION_ID = 'search';
const SEARCH_HEADING = 'search apartments';

/** Every variant of '/' (filtered or not) names '/' as its canonical page. */
export function generateMetadata(): Metadata {
  return { alternates: { canonical: `${getConfig().siteUrl}/` } };
}

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  // The search form posted without JavaScript: answer with the canonical URL (CONTRACTS §5).
  const fromForm = foldFormRent(await searchParams);
  if (fromForm) {
    const query = serializeListingSearch(parseListingSearch(fromForm, siteDay(new Date())));
    redirect(`${withQuery('/', query)}#${SEARCH_SECTION_ID}`);
  }

  return (
    <>
      <HomeHero searchId={SEARCH_SECTION_ID} />
      <section id={SEARCH_SECTION_ID} className={styles.search} aria-labelledby="search-heading" tabIndex={-1}>
        <div className={container}>
          <h2 id="search-heading" className={styles.heading}>
            {SEARCH_HEADING}
          </h2>
          <Suspense fallback={<SearchSkeleton label="Loading floor plans" />}>
            <FloorplanSearch searchParams={searchParams} sectionId={SEARCH_SECTION_ID} />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSpecials />
      </Suspense>
    </>
  );
}
