/**
 * The search filters (docs/product.md): filters combine by AND; within one filter any value matches;
 * bedroom, style and community pass when unset.
 *
 * Rent: a floor plan passes when its minRate, or its special rent active today, or the rent
 * of any of its active units lies in the range (ends included); a unit passes on its rent or
 * its active special rent. Decision: the range's ends are the slider's ends (docs/product.md#constants 0 to
 * 4000), so the full range is no filter at all, and a maximum at 4000 means "4000 and up"
 * — a $4,500 plan is not hidden by moving only the minimum handle.
 */
import { floorplanMatchesAvailability, unitMatchesAvailability, type AvailabilityChoice } from './availability';
import type { FloorplanStyle } from './enums';
import type { ListedFloorplan, ShortTermFloorplan, SpecialRentFields, Unit, UnitListing } from './listing-types';
import { activeUnitRents, floorplanMinRate } from './pricing';
import { activeSpecialRent } from './specials';
import { FULL_RENT_RANGE, RENT_MAX, RENT_MIN, type RentRange } from './rent-range';
import { siteDay, type IsoDay, type Now } from './site-day';

export interface ListingFilters {
  bedrooms: readonly number[];
  styles: readonly FloorplanStyle[];
  /** Property ids. */
  communities: readonly string[];
  rent: RentRange;
  availability: AvailabilityChoice;
}

/** No filter set, except the default availability 'now' (docs/product.md). */
export const DEFAULT_FILTERS: Readonly<ListingFilters> = Object.freeze({
  bedrooms: [],
  styles: [],
  communities: [],
  rent: FULL_RENT_RANGE,
  availability: 'now',
});

export function isFullRentRange(range: RentRange): boolean {
  return range.min <= RENT_MIN && range.max >= RENT_MAX;
}

/** Whether an amount lies in the range; the slider's end values are open-ended. */
export function isRentInRange(amount: number | null, range: RentRange): boolean {
  if (isFullRentRange(range)) return true;
  if (amount === null || !Number.isFinite(amount)) return false;
  return (range.min <= RENT_MIN || amount >= range.min) && (range.max >= RENT_MAX || amount <= range.max);
}

/** Bedroom, style and community filters: pass when unset or the value is in the set. */
function passesSet<T>(selected: readonly T[], value: T): boolean {
  return selected.length === 0 || selected.includes(value);
}

export function floorplanMatchesRent(
  floorplan: SpecialRentFields & { units: readonly Pick<Unit, 'active' | 'rent'>[] },
  range: RentRange,
  now: Now,
): boolean {
  if (isFullRentRange(range)) return true;
  if (isRentInRange(floorplanMinRate(floorplan), range)) return true;
  const special = activeSpecialRent(floorplan, now);
  if (special !== null && isRentInRange(special, range)) return true;
  return activeUnitRents(floorplan).some((rent) => isRentInRange(rent, range));
}

export function unitMatchesRent(unit: SpecialRentFields & Pick<Unit, 'rent'>, range: RentRange, now: Now): boolean {
  if (isFullRentRange(range)) return true;
  if (unit.rent !== null && unit.rent > 0 && isRentInRange(unit.rent, range)) return true;
  const special = activeSpecialRent(unit, now);
  return special !== null && isRentInRange(special, range);
}

export function floorplanMatchesFilters(floorplan: ListedFloorplan, filters: ListingFilters, now: Now): boolean {
  const today: IsoDay = siteDay(now);
  return (
    passesSet(filters.bedrooms, floorplan.bedroom) &&
    passesSet(filters.styles, floorplan.style) &&
    passesSet(filters.communities, floorplan.property.id) &&
    floorplanMatchesRent(floorplan, filters.rent, today) &&
    floorplanMatchesAvailability(floorplan, filters.availability, today)
  );
}

export function unitMatchesFilters(unit: UnitListing, filters: ListingFilters, now: Now): boolean {
  const today: IsoDay = siteDay(now);
  return (
    passesSet(filters.bedrooms, unit.bedroom) &&
    passesSet(filters.styles, unit.style) &&
    passesSet(filters.communities, unit.property.id) &&
    unitMatchesRent(unit, filters.rent, today) &&
    unitMatchesAvailability(unit, filters.availability, today)
  );
}

/** The floor plans passing every filter, in input order (a new array). */
export function filterFloorplans<T extends ListedFloorplan>(
  floorplans: readonly T[],
  filters: ListingFilters,
  now: Now,
): T[] {
  const today = siteDay(now);
  return floorplans.filter((floorplan) => floorplanMatchesFilters(floorplan, filters, today));
}

/** The units passing every filter, in input order (a new array). */
export function filterUnits<T extends UnitListing>(units: readonly T[], filters: ListingFilters, now: Now): T[] {
  const today = siteDay(now);
  return units.filter((unit) => unitMatchesFilters(unit, filters, today));
}

/** Filters toggle per value (docs/product.md): a selected value is removed, another is added. */
export function toggleValue<T>(selected: readonly T[], value: T): T[] {
  return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
}

/** The /flexible-term filters: bedroom and style only. */
export interface ShortTermFilters {
  bedrooms: readonly number[];
  styles: readonly FloorplanStyle[];
}

/** The short-term floor plans passing the bedroom and style filters, in input order. */
export function filterShortTermFloorplans<T extends ShortTermFloorplan>(
  floorplans: readonly T[],
  filters: ShortTermFilters,
): T[] {
  return floorplans.filter(
    (floorplan) => passesSet(filters.bedrooms, floorplan.bedroom) && passesSet(filters.styles, floorplan.style),
  );
}
