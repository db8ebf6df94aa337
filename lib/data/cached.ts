import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { isRecordId } from '../domain/record-id';
import { CACHE_TAGS, LISTING_REVALIDATE_SECONDS, SUBLET_BOARD_REVALIDATE_SECONDS } from '../cache-tags';
import { loadAnnouncements } from './announcements';
import { getDb } from './client';
import { surfacingUnavailable } from './unavailable';
import { loadCommunityDetail } from './community-detail';
import { loadFloorplanDetail } from './floorplan-detail';
import { getFolderImages } from './folder-images';
import { loadHomePageSpecials } from './home-specials';
import { loadListedProperties } from './listings';
import { loadShortTermFloorplans } from './short-term-listings';
import { loadSitemapEntries } from './sitemap-entries';
import { loadListedSublets } from './sublets';
import { loadTeamMembers } from './team';

/** unstable_cache, whose failure for want of the database says so to the error page (unavailable.ts). */
const cachedRead: typeof unstable_cache = (read, keyParts, options) => surfacingUnavailable(unstable_cache(read, keyParts, options));

/**
 * The cached getters pages and their generateMetadata share (docs/architecture.md).
 * unstable_cache keeps the result across requests under its tags; React's cache()
 * deduplicates within one render.
 */
export const getListedProperties = cache(
  cachedRead(async () => loadListedProperties(await getDb()), ['listed-properties'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);

/**
 * The detail getters expire after half the listing window: the floor plan page and the preview
 * images are themselves cached (ISR, `revalidate = 30`), so data (≤ 30 s) plus page (≤ 30 s)
 * stay within the 60 s in which an import must show (docs/import-format.md). A regeneration waits for
 * fresh data when the data entry is stale (Next does not persist a stale value into a page).
 * revalidateTag('listings') drops both layers at once.
 */
export const DETAIL_REVALIDATE_SECONDS = LISTING_REVALIDATE_SECONDS / 2;
const listingCache = { tags: [CACHE_TAGS.listings], revalidate: DETAIL_REVALIDATE_SECONDS };

/**
 * A page address that cannot be an id (lib/domain/record-id.ts) names nothing: null at once,
 * with no query and no cache entry for it.
 */
function byRecordId<T>(load: (id: string) => Promise<T | null>): (id: string) => Promise<T | null> {
  return cache(async (id: string) => (isRecordId(id) ? load(id) : null));
}

/** The floor plan page's data (null: unknown or not listed → 404). Keyed by id. */
export const getFloorplanDetail = byRecordId(
  cachedRead(async (id: string) => loadFloorplanDetail(await getDb(), id), ['floorplan-detail'], listingCache),
);

/** A community page's data (null: unknown or not listed → 404). Keyed by id. */
export const getCommunityDetail = byRecordId(
  cachedRead(async (id: string) => loadCommunityDetail(await getDb(), id), ['community-detail'], listingCache),
);

/** The listed short-term floor plans (/flexible-term). */
export const getShortTermFloorplans = cache(
  cachedRead(async () => loadShortTermFloorplans(await getDb()), ['short-term-floorplans'], listingCache),
);

/** The sitemap's listing pages with their last change. */
export const getSitemapEntries = cache(
  cachedRead(async () => loadSitemapEntries(await getDb()), ['sitemap-entries'], listingCache),
);

/** Every home-page special, details sanitized (the rules pick the current ones per request). */
export const getHomePageSpecials = cache(
  cachedRead(async () => loadHomePageSpecials(await getDb()), ['home-page-specials'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);

/** The banner's announcements that have not ended (the browser picks the current one). */
export const getAnnouncements = cache(
  cachedRead(async () => loadAnnouncements(await getDb(), new Date()), ['announcements'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);

/** One photo folder's images in order (a card's right arrow asks for it). */
export const getCachedFolderImages = cache(
  cachedRead(async (folderId: string) => getFolderImages(await getDb(), folderId), ['folder-images'], {
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
  cachedRead(async () => loadListedSublets(await getDb(), new Date()), ['sublet-board'], {
    tags: [CACHE_TAGS.sublets],
    revalidate: SUBLET_BOARD_REVALIDATE_SECONDS,
  }),
);

/** The team page's members, tag `listings` (team members come with the import). */
export const getTeamMembers = cache(
  cachedRead(async () => loadTeamMembers(await getDb()), ['team-members'], {
    tags: [CACHE_TAGS.listings],
    revalidate: LISTING_REVALIDATE_SECONDS,
  }),
);
