/**
 * The units a floor plan offers (its availability section and its Offers for search engines):
 * active units available now or in a month of the 12-month horizon (docs/product.md), soonest first.
 */
import { isUnitAvailableNow, unitAvailableMonths } from './availability';
import type { Unit } from './listing-types';
import { siteDay, type Now } from './site-day';

export interface AvailableUnit<U extends Unit = Unit> {
  unit: U;
  /** Available now (move-in date today or earlier). */
  now: boolean;
}

export function availableUnits<U extends Unit>(units: readonly U[], now: Now): AvailableUnit<U>[] {
  const today = siteDay(now);
  return units
    .filter((unit) => unit.active && unitAvailableMonths(unit, today).length > 0)
    .map((unit, index) => ({ unit, now: isUnitAvailableNow(unit, today), index }))
    .sort((a, b) => (a.unit.moveInDate ?? '').localeCompare(b.unit.moveInDate ?? '') || a.index - b.index)
    .map(({ unit, now: availableNow }) => ({ unit, now: availableNow }));
}

/**
 * Whether a listing says which of its units are available (a floor plan's availability section, a
 * community's unit count): always for yearly leases, where "none in the coming 12 months, join the
 * waiting list" is news; for furnished stays only when they list units. A stay listed without
 * units is booked by asking (its prices are for arrivals right away): "0 units" would be wrong.
 */
export function showsUnitAvailability(shortTerm: boolean, floorplans: readonly { units: readonly unknown[] }[]): boolean {
  return !shortTerm || floorplans.some((floorplan) => floorplan.units.length > 0);
}

/** How many units of these floor plans are available (the count a community page shows). */
export function availableUnitCount(floorplans: readonly { units: readonly Unit[] }[], now: Now): number {
  const today = siteDay(now);
  return floorplans.reduce((sum, floorplan) => sum + availableUnits(floorplan.units, today).length, 0);
}
