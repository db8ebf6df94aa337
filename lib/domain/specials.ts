/**
 * Special rent, web specials and home-page specials: when each one applies (docs/product.md,
 * docs/product.md#cards-and-media). Windows are whole site days, inclusive of both the start and end day — the
 * original dropped a special on its last day by comparing against UTC midnight.
 */
import type { HomePageSpecial, SpecialRentFields, WebSpecial } from './listing-types';
import { isDayWithin, isWithinClosedWindow, parseIsoDay, siteDay, type Now } from './site-day';

/**
 * The special rent applies when specialRent is at least 1 and today is between its start
 * and end dates, both days included. Both dates are required: a missing date means no window.
 */
export function isSpecialRentActive(fields: SpecialRentFields, now: Now): boolean {
  const { specialRent } = fields;
  if (specialRent === null || !Number.isFinite(specialRent) || specialRent < 1) return false;
  return isWithinClosedWindow(siteDay(now), fields.specialRentStartDate, fields.specialRentEndDate);
}

/** The special rent when it applies today, else null. */
export function activeSpecialRent(fields: SpecialRentFields, now: Now): number | null {
  return isSpecialRentActive(fields, now) ? fields.specialRent : null;
}

/**
 * A web special shows when today is between its start and end dates, both included. Both
 * dates are required (a special without a window is not shown).
 */
export function isWebSpecialActive(special: WebSpecial, now: Now): boolean {
  return isWithinClosedWindow(siteDay(now), special.startDate, special.endDate);
}

/** The web specials showing today, in their order. */
export function activeWebSpecials<T extends WebSpecial>(specials: readonly T[], now: Now): T[] {
  const today = siteDay(now);
  return specials.filter((special) => isWithinClosedWindow(today, special.startDate, special.endDate));
}

/**
 * A home-page special is current when its start date is reached and its end date not passed
 * (docs/product.md#cards-and-media), both days included. docs/product.md gives home-page specials only a start date, so
 * a missing end date means open-ended; a missing start date means started. A date that is
 * present but malformed makes the special not current.
 */
export function isHomePageSpecialCurrent(
  special: Pick<HomePageSpecial, 'startDate' | 'endDate'>,
  now: Now,
): boolean {
  return isInOpenWindow(special, now);
}

/**
 * Whether today lies in a window whose dates may each be missing (open on that side), both days
 * included; a present but malformed date means not current. Home-page specials and the banner's
 * announcements follow it.
 */
export function isInOpenWindow(window: { startDate?: string | null; endDate?: string | null }, now: Now): boolean {
  const start = window.startDate == null || window.startDate === '' ? null : parseIsoDay(window.startDate);
  const end = window.endDate == null || window.endDate === '' ? null : parseIsoDay(window.endDate);
  if (start === null && window.startDate) return false;
  if (end === null && window.endDate) return false;
  return isDayWithin(siteDay(now), start, end);
}

/** Every current home-page special, in order (the home page offers all of them). */
export function currentHomePageSpecials<T extends HomePageSpecial>(specials: readonly T[], now: Now): T[] {
  const today = siteDay(now);
  return specials.filter((special) => isHomePageSpecialCurrent(special, today));
}

/** The import's comma-separated `properties` text as a list of trimmed, non-empty names. */
export function parseSpecialProperties(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function normalizeName(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Whether a special's `properties` list names the community, by id or by name (trimmed,
 * case-insensitive). An empty list names no community.
 */
export function specialNamesCommunity(
  special: Pick<HomePageSpecial, 'properties'>,
  community: { id: string; name: string },
): boolean {
  const id = normalizeName(community.id);
  const name = normalizeName(community.name);
  return special.properties.some((entry) => {
    const value = normalizeName(entry);
    return value !== '' && (value === id || value === name);
  });
}

/** The current specials a community page offers: those whose list names that community. */
export function communityHomePageSpecials<T extends HomePageSpecial>(
  specials: readonly T[],
  community: { id: string; name: string },
  now: Now,
): T[] {
  const today = siteDay(now);
  return specials.filter(
    (special) => isHomePageSpecialCurrent(special, today) && specialNamesCommunity(special, community),
  );
}
