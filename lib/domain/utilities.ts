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

export function utilityGroups(utilities: readonly Utility[]): UtilityGroups {
  const resident = utilities.filter((u) => u.type === 'RESIDENT_UTILITY');
  const included = utilities.filter((u) => u.type === 'INCLUDED_UTILITY');
  const bills = resident.map((u) => u.averageMonthlyBill).filter(isBill);
  return { resident, included, residentMonthlyEstimate: bills.length ? bills.reduce((a, b) => a + b, 0) : null };
}
