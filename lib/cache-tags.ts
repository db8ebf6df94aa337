/**
 * The one vocabulary of cache tags. Cached getters tag their data with these; a data change
 * revalidates exactly the tags it touches. An import runs in another process and notifies the
 * servers (lib/data/change-notices.ts); listing data also expires on its own after
 * LISTING_REVALIDATE_SECONDS, so an import shows within a minute even if a notice is lost.
 */
export const CACHE_TAGS = {
  /** Properties, floor plans, units and everything under them; home-page specials; team. */
  listings: 'listings',
  /** The public sublet board. */
  sublets: 'sublets',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

export const LISTING_REVALIDATE_SECONDS = 60;

/**
 * The sublet board's cache lifetime. Approval and deletion revalidate the tag at once; this only
 * bounds how long another server process on the same PostgreSQL may show an older board.
 */
export const SUBLET_BOARD_REVALIDATE_SECONDS = 60;
