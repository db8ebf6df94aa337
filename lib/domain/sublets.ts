/**
 * The public sublet board (SPEC §4, §9): a sublet is listed only while it is active and
 * approved and not expired. A listing expires 30 days after it is approved (the instant of
 * approval plus 30 × 24 hours); a sublet approved without a recorded time (for example an
 * imported one) counts from its creation. The board shows the newest first.
 */
import type { SubletListingFields } from './listing-types';

export const SUBLET_LISTING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function toTime(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** When the listing stops showing, or null if it is not approved. */
export function subletExpiresAt(sublet: SubletListingFields): Date | null {
  if (!sublet.approved) return null;
  const start = toTime(sublet.approvedAt ?? sublet.createdDate);
  return Number.isNaN(start) ? null : new Date(start + SUBLET_LISTING_DAYS * DAY_MS);
}

/** Whether the board shows the sublet at the instant `now`. */
export function isSubletListed(sublet: SubletListingFields, now: Date): boolean {
  if (!sublet.active || !sublet.approved) return false;
  const expiresAt = subletExpiresAt(sublet);
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

/** The listed sublets, newest created first (ties keep their order). Input not changed. */
export function listedSublets<T extends SubletListingFields>(sublets: readonly T[], now: Date): T[] {
  return sortSubletsNewestFirst(sublets.filter((sublet) => isSubletListed(sublet, now)));
}

/** Newest created first; equal times keep their order; bad dates last. Input not changed. */
export function sortSubletsNewestFirst<T extends SubletListingFields>(sublets: readonly T[]): T[] {
  return sublets
    .map((sublet, index) => ({ sublet, index, time: toTime(sublet.createdDate) }))
    .sort((a, b) => {
      const aBad = Number.isNaN(a.time);
      const bBad = Number.isNaN(b.time);
      if (aBad || bBad) return aBad === bBad ? a.index - b.index : aBad ? 1 : -1;
      return b.time - a.time || a.index - b.index;
    })
    .map((entry) => entry.sublet);
}
