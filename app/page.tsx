import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { FloorplanSearch, loadListingForSearch } from '@/components/floorplan/FloorplanSearch';
import { HomeHero } from '@/components/home/HomeHero';
import { SearchSkeleton } from '@/components/search/SearchSkeleton';
import { HomeSpecials } from '@/components/specials/HomeSpecials';
import { JsonLd } from '@/components/seo/JsonLd';
import { getConfig } from '@/lib/config';
import { foldFormRent } from '@/lib/domain/search-form';
import { listCanonicalPath, parseListPage, parseListingSearch, serializeListingSearch, withQuery } from '@/lib/domain/search-params';
import { HOME_SEARCH_ID, PAGES } from '@/lib/domain/routes';
import { siteDay } from '@/lib/domain/site-day';
import { STATIC_PAGES, staticPageMetadata } from '@/lib/seo/page-metadata';
import { simplePageJsonLd } from '@/lib/seo/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';

// Listing data comes from the cached getters; the page itself renders per request (its URL is the search).
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const SEARCH_HEADING = 'search apartments';
/** How long the page waits for the listing before it streams the skeleton instead. */
const SKELETON_AFTER_MS = 150;

/** Whether the promise settles within `ms` (it never rejects here). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}

/** Title, description, preview image; every search names '/' as canonical, a page of the unfiltered list itself. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = await searchParams;
  const search = serializeListingSearch(parseListingSearch(query, siteDay(new Date())));
  return staticPageMetadata('home', listCanonicalPath(PAGES.home, search, parseListPage(query)));
}

/**
 * '/' (docs/product.md#pages): hero, the floor plan search for the URL's query, the home special modal.
 * The listing normally comes from the cache at once and is part of the first HTML (complete
 * without JavaScript). Only when it is slow (a cold cache) does the page stream the 8-card
 * skeleton first and the list after it.
 */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  // The search form posted without JavaScript: answer with the canonical URL (docs/product.md#search-filters-and-sort).
  const fromForm = foldFormRent(query);
  if (fromForm) {
    const canonical = serializeListingSearch(parseListingSearch(fromForm, siteDay(new Date())));
    redirect(`${withQuery('/', canonical)}#${HOME_SEARCH_ID}`);
  }

  const properties = loadListingForSearch();
  const ready = await settlesWithin(properties, SKELETON_AFTER_MS);
  const list = <FloorplanSearch properties={properties} searchParams={query} sectionId={HOME_SEARCH_ID} />;

  return (
    <>
      <JsonLd data={simplePageJsonLd(getConfig().siteUrl, STATIC_PAGES.home.crumbs)} />
      <HomeHero searchId={HOME_SEARCH_ID} />
      <section id={HOME_SEARCH_ID} className={styles.search} aria-labelledby="search-heading" tabIndex={-1}>
        <div className={container}>
          <h2 id="search-heading" className={styles.heading}>
            {SEARCH_HEADING}
          </h2>
          {ready ? list : <Suspense fallback={<SearchSkeleton label="Loading floor plans" />}>{list}</Suspense>}
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSpecials />
      </Suspense>
    </>
  );
}
