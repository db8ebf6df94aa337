/**
 * The public sublet board (docs/product.md): a sublet is listed only while it is active and
 * approved and not expired, and while its Available To day has not passed. A listing expires 30
 * days after it is approved (the instant of approval plus 30 × 24 hours); a sublet approved
 * without a recorded time (for example an imported one) counts from its creation. A place that
 * is no longer to be had leaves the board after its Available To day, even within its 30 days.
 * The board shows the newest first.
 */
import { addHours } from 'date-fns';
import type { SubletListingFields } from './listing-types';
import { siteDay, type IsoDay, type Now } from './site-day';

export const SUBLET_LISTING_DAYS = 30;

/**
 * Sublets the board shows a page, newest first (docs/product.md). A board fills up before each
 * semester, and each card brings its contact form: 300 listings on one page were 2 MB of HTML
 * and 11,350 elements. 24 fill whole rows of one, two or three columns.
 */
export const SUBLET_BOARD_PAGE_SIZE = 24;

/** The instant as milliseconds (NaN when a stored date cannot be read). */
export function toTime(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/**
 * The instant `days` × 24 hours after `instant` (before it when negative). Sublet periods are
 * counted in whole 24-hour days from an instant, not in calendar days.
 */
export function daysAfter(instant: Date | number, days: number): Date {
  return addHours(instant, days * 24);
}

/** When the listing stops showing, or null if it is not approved. */
export function subletExpiresAt(sublet: SubletListingFields): Date | null {
  if (!sublet.approved) return null;
  const start = toTime(sublet.approvedAt ?? sublet.createdDate);
  return Number.isNaN(start) ? null : daysAfter(start, SUBLET_LISTING_DAYS);
}

/** What decides whether the board shows a sublet: where it stands, and its last day. */
export type BoardSubletFields = SubletListingFields & {
  /** The last day the place is available ('YYYY-MM-DD'). */
  availableTo: IsoDay;
};

/** Whether the place's Available To day is past in the company's town at `now`. */
export function areSubletDatesPast(sublet: Pick<BoardSubletFields, 'availableTo'>, now: Now): boolean {
  return sublet.availableTo < siteDay(now);
}

/**
 * Whether the board shows the sublet at the instant `now`: within its 30 days, not while
 * reports hold it, and not after its Available To day (the place is no longer to be had).
 */
export function isSubletListed(sublet: BoardSubletFields, now: Date): boolean {
  return !sublet.heldAt && isSubletInListingPeriod(sublet, now) && !areSubletDatesPast(sublet, now);
}

/**
 * The last day the board shows the listing, in the company's town: the day its 30 days end, or
 * its Available To day when that comes first. Null if it is not approved.
 */
export function subletListedUntilDay(sublet: BoardSubletFields): IsoDay | null {
  const expiresAt = subletExpiresAt(sublet);
  return expiresAt ? listedUntilDay(expiresAt, sublet.availableTo) : null;
}

/** The same for a listing whose 30 days end at `expiresAt` (a view model's `listedUntil`). */
export function listedUntilDay(expiresAt: Date | string, availableTo: IsoDay): IsoDay {
  const end = siteDay(typeof expiresAt === 'string' ? new Date(expiresAt) : expiresAt);
  return availableTo < end ? availableTo : end;
}

/**
 * Whether the sublet is approved and within its 30 days, listed or held off the board by
 * reports: a visitor may still report it (a report sent from a page opened before the hold).
 */
export function isSubletInListingPeriod(sublet: SubletListingFields, now: Date): boolean {
  if (!sublet.active || !sublet.approved) return false;
  const expiresAt = subletExpiresAt(sublet);
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

/** The listed sublets, newest created first (ties keep their order). Input not changed. */
export function listedSublets<T extends BoardSubletFields>(sublets: readonly T[], now: Date): T[] {
  return sortSubletsNewestFirst(sublets.filter((sublet) => isSubletListed(sublet, now)));
}

/** Newest created first; equal times keep their order; bad dates last. Input not changed. */
export function sortSubletsNewestFirst<T extends Pick<SubletListingFields, 'createdDate'>>(sublets: readonly T[]): T[] {
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

/**
 * docs/product.md: the suffix 'Bloomington IN' is appended to the address on submit (the field does not
 * show it). Appended once: an address that already ends with it is left as it is.
 */
export const SUBLET_ADDRESS_SUFFIX = 'Bloomington IN';

export function withCitySuffix(address: string): string {
  const trimmed = address.trim().replace(/[\s,]+$/, '');
  if (trimmed === '') return '';
  // With or without the zip a poster adds after the town ('…, Bloomington, IN 47401').
  if (/,?\s*bloomington,?\s+in(?:diana)?(?:,?\s+\d{5}(?:-\d{4})?)?$/i.test(trimmed)) return trimmed;
  return `${trimmed}, ${SUBLET_ADDRESS_SUFFIX}`;
}

/** '1 of 2 bedrooms available'; a studio (0 bedrooms) reads 'Studio'. */
export function subletBedroomsText(availableBedrooms: number, bedroom: number): string {
  if (bedroom === 0) return 'Studio';
  return `${availableBedrooms} of ${bedroom} ${bedroom === 1 ? 'bedroom' : 'bedrooms'} available`;
}

/**
 * The sublets of a cached board still listed at `now`: the board is cached for a while, so the
 * 30-day expiry (exact to the millisecond) and the Available To day are applied again each time
 * it is read.
 */
export function unexpiredSublets<T extends { listedUntil: string | null; availableTo: IsoDay }>(sublets: readonly T[], now: Date): T[] {
  const today = siteDay(now);
  return sublets.filter(
    (sublet) => sublet.listedUntil !== null && now.getTime() < new Date(sublet.listedUntil).getTime() && sublet.availableTo >= today,
  );
}
