import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { FloorplanSearch } from '@/components/floorplan/FloorplanSearch';
import { HomeHero } from '@/components/home/HomeHero';
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

/** Title, description, preview image; every search names '/' as canonical, a page of the unfiltered list itself. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = await searchParams;
  const search = serializeListingSearch(parseListingSearch(query, siteDay(new Date())));
  return staticPageMetadata('home', listCanonicalPath(PAGES.home, search, parseListPage(query)));
}

/**
 * '/' (docs/product.md#pages): hero, the floor plan search for the URL's query, the home special modal.
 * The list is part of the first HTML even when the cache is cold: a list streamed after a skeleton
 * needs a script to take the skeleton's place, so without JavaScript it never shows
 * (docs/product.md, "While loading").
 */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  // The search form posted without JavaScript: answer with the canonical URL (docs/product.md#search-filters-and-sort).
  const fromForm = foldFormRent(query);
  if (fromForm) {
    const canonical = serializeListingSearch(parseListingSearch(fromForm, siteDay(new Date())));
    redirect(`${withQuery('/', canonical)}#${HOME_SEARCH_ID}`);
  }

  return (
    <>
      <JsonLd data={simplePageJsonLd(getConfig().siteUrl, STATIC_PAGES.home.crumbs)} />
      <HomeHero searchId={HOME_SEARCH_ID} />
      <section id={HOME_SEARCH_ID} className={styles.search} aria-labelledby="search-heading" tabIndex={-1}>
        <div className={container}>
          <h2 id="search-heading" className={styles.heading}>
            {SEARCH_HEADING}
          </h2>
          <FloorplanSearch searchParams={query} sectionId={HOME_SEARCH_ID} />
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSpecials />
      </Suspense>
    </>
  );
}
