/**
 * Availability (docs/product.md): 'available now', move-in months with their extension months,
 * and the 1-year horizon.
 *
 * Decision — "before now": a move-in date is a whole site day, and the unit is available
 * from the start of that day in Bloomington. So a unit is available now when its moveInDate
 * is today or earlier (site day), and a floor plan is available now when any of its active
 * units is. Yesterday and today count; tomorrow does not, even at 23:59 local time (the
 * original compared against UTC midnight and showed tomorrow's units as available from the
 * evening before). A unit without a (valid) moveInDate is never available now and matches
 * no month; it still shows under 'all'.
 *
 * Decision — horizon: months are offered and matched from the current month (offset 0) up
 * to 12 months ahead (offset 12), i.e. 'Available Now' plus the current month and the 12
 * coming months.
 */
import { formatMonthLabel } from './formats';
import type { Unit } from './listing-types';
import { addMonths, monthOfDay, monthsBetween, parseIsoDay, siteDay, type IsoDay, type MonthKey, type Now } from './site-day';

export const AVAILABILITY_HORIZON_MONTHS = 12;
export const AVAILABLE_NOW_LABEL = 'Available Now';

/** The search's availability choice: available now, no restriction, or a month. */
export type AvailabilityChoice = 'now' | 'all' | MonthKey;

type DatedUnit = Pick<Unit, 'moveInDate' | 'availabilityExtensionMonths'>;
type ActiveDatedUnit = DatedUnit & Pick<Unit, 'active'>;

function extensionMonths(unit: DatedUnit): number {
  const months = unit.availabilityExtensionMonths;
  return Number.isFinite(months) && months > 0 ? Math.floor(months) : 0;
}

/** A unit card's rule: available now when the move-in date is today or earlier. */
export function isUnitAvailableNow(unit: Pick<Unit, 'moveInDate'>, now: Now): boolean {
  const moveIn = parseIsoDay(unit.moveInDate);
  return moveIn !== null && moveIn <= siteDay(now);
}

/** A floor plan is available now when any of its active units is (see the decision above). */
export function isFloorplanAvailableNow(floorplan: { units: readonly ActiveDatedUnit[] }, now: Now): boolean {
  const today = siteDay(now);
  return floorplan.units.some((unit) => unit.active && isUnitAvailableNow(unit, today));
}

/** Whether a month is offered: from the current month to 12 months ahead. */
export function isMonthWithinHorizon(month: MonthKey, now: Now): boolean {
  const offset = monthsBetween(monthOfDay(siteDay(now)), month);
  return offset >= 0 && offset <= AVAILABILITY_HORIZON_MONTHS;
}

/**
 * Whether a unit matches a month: the move-in month and each of the
 * availabilityExtensionMonths months after it; the current month also matches units
 * already available now.
 */
export function unitMatchesMonth(unit: DatedUnit, month: MonthKey, now: Now): boolean {
  const today = siteDay(now);
  const moveIn = parseIsoDay(unit.moveInDate);
  if (moveIn === null) return false;
  if (month === monthOfDay(today) && moveIn <= today) return true;
  const offset = monthsBetween(monthOfDay(moveIn), month);
  return offset >= 0 && offset <= extensionMonths(unit);
}

/** Whether a unit passes the availability filter. */
export function unitMatchesAvailability(unit: DatedUnit, choice: AvailabilityChoice, now: Now): boolean {
  if (choice === 'all') return true;
  if (choice === 'now') return isUnitAvailableNow(unit, now);
  return unitMatchesMonth(unit, choice, now);
}

/** A floor plan passes the availability filter when any active unit does. */
export function floorplanMatchesAvailability(
  floorplan: { units: readonly ActiveDatedUnit[] },
  choice: AvailabilityChoice,
  now: Now,
): boolean {
  if (choice === 'all') return true;
  const today = siteDay(now);
  return floorplan.units.some((unit) => unit.active && unitMatchesAvailability(unit, choice, today));
}

/** The months within the horizon that a unit matches, in order. */
export function unitAvailableMonths(unit: DatedUnit, now: Now): MonthKey[] {
  const today = siteDay(now);
  const moveIn = parseIsoDay(unit.moveInDate);
  if (moveIn === null) return [];
  const current = monthOfDay(today);
  const moveInOffset = monthsBetween(current, monthOfDay(moveIn));
  // A unit available now (moveIn <= today, so moveInOffset <= 0) also matches the current month.
  const first = Math.max(0, moveInOffset);
  const lastMatched = Math.min(AVAILABILITY_HORIZON_MONTHS, moveInOffset + extensionMonths(unit));
  const last = moveIn <= today ? Math.max(0, lastMatched) : lastMatched;
  const months: MonthKey[] = [];
  for (let offset = first; offset <= last; offset += 1) months.push(addMonths(current, offset));
  return months;
}

/**
 * A floor plan's availability section: whether it is available now, and the months (within
 * the horizon, in order, without repeats) that its active units match — exactly the month
 * options under which the search would list it.
 */
export function floorplanAvailability(
  floorplan: { units: readonly ActiveDatedUnit[] },
  now: Now,
): { availableNow: boolean; months: MonthKey[] } {
  const today = siteDay(now);
  const months = new Set<MonthKey>();
  for (const unit of floorplan.units) {
    if (!unit.active) continue;
    for (const month of unitAvailableMonths(unit, today)) months.add(month);
  }
  return { availableNow: isFloorplanAvailableNow(floorplan, today), months: [...months].sort() };
}

/** A floor plan's move-in date for sorting: its earliest active unit's (null if none). */
export function floorplanMoveInDate(floorplan: {
  units: readonly (Pick<Unit, 'active' | 'moveInDate'>)[];
}): IsoDay | null {
  let earliest: IsoDay | null = null;
  for (const unit of floorplan.units) {
    if (!unit.active) continue;
    const day = parseIsoDay(unit.moveInDate);
    if (day !== null && (earliest === null || day < earliest)) earliest = day;
  }
  return earliest;
}

export interface AvailabilityOption {
  value: Exclude<AvailabilityChoice, 'all'>;
  label: string;
}

/** The filter's options: 'Available Now', then the current month and the 12 coming months. */
export function availabilityOptions(now: Now): AvailabilityOption[] {
  const current = monthOfDay(siteDay(now));
  const options: AvailabilityOption[] = [{ value: 'now', label: AVAILABLE_NOW_LABEL }];
  for (let offset = 0; offset <= AVAILABILITY_HORIZON_MONTHS; offset += 1) {
    const month = addMonths(current, offset);
    options.push({ value: month, label: formatMonthLabel(month) });
  }
  return options;
}

/** The label of a choice: 'Available Now', 'December 2026', or 'All' for no restriction. */
export function availabilityLabel(choice: AvailabilityChoice): string {
  if (choice === 'now') return AVAILABLE_NOW_LABEL;
  if (choice === 'all') return 'All';
  return formatMonthLabel(choice);
}

/** Filters toggle per value (docs/product.md): choosing the selected value again clears it to 'all'. */
export function toggleAvailability(current: AvailabilityChoice, value: AvailabilityChoice): AvailabilityChoice {
  return current === value ? 'all' : value;
}
