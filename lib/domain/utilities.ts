/**
 * A floor plan's utilities (docs/product.md): those the resident pays and those included, each with
 * its average monthly bill, and the resident's estimated monthly total. Averages are estimates:
 * the page states that actual costs vary.
 */
import type { Utility } from './listing-types';

export const UTILITIES_DISCLAIMER =
  'Average monthly bills are estimates from past residents’ bills. Actual costs vary with usage, season and household size.';

export const UTILITY_GROUP_TITLES = {
  RESIDENT_UTILITY: 'Paid by the resident',
  INCLUDED_UTILITY: 'Included in the rent',
} as const;

export interface UtilityGroups {
  resident: Utility[];
  included: Utility[];
  /** The sum of the resident-paid averages that are known (null when none is). */
  residentMonthlyEstimate: number | null;
}

function isBill(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The resident-paid utilities whose average bill is known: what an estimate can add. */
function billedByResident(utilities: readonly Utility[]): (Utility & { averageMonthlyBill: number })[] {
  return utilities.filter((u): u is Utility & { averageMonthlyBill: number } => u.type === 'RESIDENT_UTILITY' && isBill(u.averageMonthlyBill));
}

export function utilityGroups(utilities: readonly Utility[]): UtilityGroups {
  const resident = utilities.filter((u) => u.type === 'RESIDENT_UTILITY');
  const included = utilities.filter((u) => u.type === 'INCLUDED_UTILITY');
  const bills = billedByResident(utilities).map((u) => u.averageMonthlyBill);
  return { resident, included, residentMonthlyEstimate: bills.length ? bills.reduce((a, b) => a + b, 0) : null };
}

/**
 * The estimated all-in monthly cost of a rent (docs/product.md, 'Estimated all-in cost'): the
 * rent plus the average bills of the utilities the resident pays, with the names of those it
 * adds. Null when there is no rent to add to (none, not a number, 0 or less) or no resident bill
 * is known: then the rent alone is shown.
 */
export interface AllInMonthlyCost {
  total: number;
  /** The utilities the total includes, in the floor plan's order. */
  utilities: string[];
}

export function allInMonthlyCost(rent: number | null, utilities: readonly Utility[]): AllInMonthlyCost | null {
  if (rent === null || !Number.isFinite(rent) || rent <= 0) return null;
  const billed = billedByResident(utilities);
  if (billed.length === 0) return null;
  return { total: billed.reduce((sum, u) => sum + u.averageMonthlyBill, rent), utilities: billed.map((u) => u.name) };
}

/** 'Electricity', 'Electricity and Gas', 'Electricity, Gas and Trash'. */
export function utilityList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What an all-in figure adds up: 'the rent plus the average monthly bills for Electricity and Gas, paid by the resident'. */
export function allInParts(cost: AllInMonthlyCost): string {
  return `the rent plus the average monthly ${cost.utilities.length === 1 ? 'bill' : 'bills'} for ${utilityList(cost.utilities)}, paid by the resident`;
}

/** Said beside an all-in figure. */
export function allInNote(cost: AllInMonthlyCost): string {
  return `Estimate: ${allInParts(cost)}.`;
}
