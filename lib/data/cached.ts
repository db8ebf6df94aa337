import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CACHE_TAGS, LISTING_REVALIDATE_SECONDS } from '../cache-tags';
import { getDb } from './client';
import { loadListedProperties } from './listings';

/**
 * The cached getters pages and their generateMetadata share (DESIGN convention 1).
 * unstable_cache keeps the result across requests under its tags; React's cache()
 * deduplicates within one render.
 */
export const getListedProperties = cache(
  unstable_cache(async () => loadListedProperties(await getDb()), ['listed-properties'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);
