import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { CACHE_TAGS, LISTING_REVALIDATE_SECONDS, SUBLET_BOARD_REVALIDATE_SECONDS } from '../cache-tags';
import { getDb } from './client';
import { getFolderImages } from './folder-images';
import { loadHomePageSpecials } from './home-specials';
import { loadListedProperties } from './listings';
import { loadListedSublets } from './sublets';
import { loadTeamMembers } from './team';

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

/** Every home-page special, details sanitized (the rules pick the current ones per request). */
export const getHomePageSpecials = cache(
  unstable_cache(async () => loadHomePageSpecials(await getDb()), ['home-page-specials'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);

/** One photo folder's images in order (a card's right arrow asks for it). */
export const getCachedFolderImages = cache(
  unstable_cache(async (folderId: string) => getFolderImages(await getDb(), folderId), ['folder-images'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);

/**
 * The sublet board (public view models only, newest first), tag `sublets`. Approval and deletion
 * revalidate the tag at once; the 30-day expiry is applied again when the board is read
 * (`unexpiredSublets(board, now)`), so a cached board never shows an expired listing.
 */
export const getSubletBoard = cache(
  unstable_cache(async () => loadListedSublets(await getDb(), new Date()), ['sublet-board'], {
    tags: [CACHE_TAGS.sublets],
    revalidate: SUBLET_BOARD_REVALIDATE_SECONDS,
  }),
);

/** The team page's members, tag `listings` (team members come with the import). */
export const getTeamMembers = cache(
  unstable_cache(async () => loadTeamMembers(await getDb()), ['team-members'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);
