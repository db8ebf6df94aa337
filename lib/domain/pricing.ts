/**
 * Price figures of floor plans and units (docs/product.md: the sort by minRate, special rent).
 * A rent counts when it is a number above 0 on an active unit; a missing or zero rent is
 * "no price", never $0.
 */
import { formatUsd, formatUsdRange } from './formats';
import type { SpecialRentFields, Unit } from './listing-types';
import { activeSpecialRent } from './specials';
import type { Now } from './site-day';

type RentedUnit = Pick<Unit, 'active' | 'rent'>;

function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** The rents of a floor plan's active units, in unit order. */
export function activeUnitRents(floorplan: { units: readonly RentedUnit[] }): number[] {
  const rents: number[] = [];
  for (const unit of floorplan.units) if (unit.active && isPrice(unit.rent)) rents.push(unit.rent);
  return rents;
}

/** minRate: the lowest rent among the floor plan's active units, or null. */
export function floorplanMinRate(floorplan: { units: readonly RentedUnit[] }): number | null {
  let min: number | null = null;
  for (const unit of floorplan.units) {
    if (unit.active && isPrice(unit.rent) && (min === null || unit.rent < min)) min = unit.rent;
  }
  return min;
}

/** The highest rent among the floor plan's active units, or null. */
export function floorplanMaxRent(floorplan: { units: readonly RentedUnit[] }): number | null {
  let max: number | null = null;
  for (const unit of floorplan.units) {
    if (unit.active && isPrice(unit.rent) && (max === null || unit.rent > max)) max = unit.rent;
  }
  return max;
}

/** '$1,100 - $1,400', '$1,250' when all rents are equal, null when there is no rent. */
export function floorplanPriceRangeText(floorplan: { units: readonly RentedUnit[] }): string | null {
  const min = floorplanMinRate(floorplan);
  const max = floorplanMaxRent(floorplan);
  return min === null || max === null ? null : formatUsdRange(min, max);
}

/** A price as shown: the regular figure, the special that applies today, and what is charged. */
export interface PriceFigures {
  regular: number | null;
  special: number | null;
  /** The special when it applies, else the regular price. */
  effective: number | null;
}

/** A floor plan's price: from its minRate, with its special rent when active today. */
export function floorplanPrice(
  floorplan: SpecialRentFields & { units: readonly RentedUnit[] },
  now: Now,
): PriceFigures {
  const regular = floorplanMinRate(floorplan);
  const special = activeSpecialRent(floorplan, now);
  return { regular, special, effective: special ?? regular };
}

/** A unit's price: its rent, with its floor plan's special rent when active today. */
export function unitPrice(unit: SpecialRentFields & Pick<Unit, 'rent'>, now: Now): PriceFigures {
  const regular = isPrice(unit.rent) ? unit.rent : null;
  const special = activeSpecialRent(unit, now);
  return { regular, special, effective: special ?? regular };
}

/** A price as text: '$1,250', or null when there is none. */
export function priceText(amount: number | null): string | null {
  return amount === null ? null : formatUsd(amount);
}
