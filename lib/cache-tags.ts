/**
 * The one vocabulary of cache tags. Cached getters tag their data with these; a data change
 * revalidates exactly the tags it touches. An import runs in another process, so listing
 * data also expires on its own after LISTING_REVALIDATE_SECONDS (CONTRACTS §3: within 60 s).
 */
export const CACHE_TAGS = {
  /** Properties, floor plans, units and everything under them; home-page specials; team. */
  listings: 'listings',
  /** The public sublet board. */
  sublets: 'sublets',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

export const LISTING_REVALIDATE_SECONDS = 60;
