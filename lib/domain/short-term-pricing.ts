/**
 * Short-term pricing (docs/product.md): five tiers by length of stay. Every imported price is a
 * daily rate, tax excluded; a month costs 30 times the daily rate. The 2-4 and 5-13 day rates
 * are for immediate arrivals only. A price that is not a number above 0 is shown as its raw
 * text.
 */
import { formatUsd } from './formats';
import type { ShortTermPrice, ShortTermPrices } from './listing-types';

export const SHORT_TERM_DAYS_PER_MONTH = 30;
export const IMMEDIATE_ARRIVALS_NOTE = 'For immediate arrivals only';
export const DAILY_RATES_EXCLUDE_TAX_NOTE = 'Daily rates exclude tax';

/** The terms of a short-term stay (docs/product.md#constants), one line each. */
export const SHORT_TERM_TERMS: readonly string[] = Object.freeze([
  '14-day minimum',
  'No lease or deposit',
  '0 days notice',
  'Card charged weekly',
  'One free cleaning per month for stays of 30 days or more',
  'No pets',
  'Utilities and internet included',
]);

interface TierDefinition {
  key: keyof ShortTermPrices;
  label: string;
  /** Month tiers also show the month price (30 × the daily rate). */
  monthly: boolean;
  immediateArrivalsOnly: boolean;
}

export const SHORT_TERM_TIERS: readonly TierDefinition[] = Object.freeze([
  { key: 'priceFor2To4Days', label: '2-4 days', monthly: false, immediateArrivalsOnly: true },
  { key: 'priceFor5To13Days', label: '5-13 days', monthly: false, immediateArrivalsOnly: true },
  { key: 'priceFor14To29Days', label: '14-29 days', monthly: false, immediateArrivalsOnly: false },
  { key: 'priceFor1To4Months', label: '1-4 months', monthly: true, immediateArrivalsOnly: false },
  { key: 'priceFor4andMoreMonths', label: '4+ months', monthly: true, immediateArrivalsOnly: false },
]);

const NUMERIC_TEXT = /^\d+(?:\.\d+)?$/;

/** The daily rate as a number when it is one above 0 (a number or numeric text), else null. */
export function shortTermPriceAmount(price: ShortTermPrice): number | null {
  let amount: number;
  if (typeof price === 'number') amount = price;
  else if (typeof price === 'string' && NUMERIC_TEXT.test(price.trim())) amount = Number(price.trim());
  else return null;
  return Number.isFinite(amount) && amount > 0 ? amount : null;
}

/** The rate as shown: '$85' for a number above 0, otherwise the raw text ('' when unset). */
export function shortTermPriceText(price: ShortTermPrice): string {
  const amount = shortTermPriceAmount(price);
  if (amount !== null) return formatUsd(amount);
  return price === null ? '' : String(price).trim();
}

/** The month price (30 × the daily rate), or null when the rate is not a number above 0. */
export function shortTermMonthPrice(price: ShortTermPrice): number | null {
  const amount = shortTermPriceAmount(price);
  return amount === null ? null : amount * SHORT_TERM_DAYS_PER_MONTH;
}

export interface ShortTermTierView {
  key: keyof ShortTermPrices;
  /** '2-4 days' … '4+ months'. */
  label: string;
  /** False when the price is shown as raw text. */
  isNumeric: boolean;
  /** '$85' (tax excluded), or the raw text. */
  perDay: string;
  /** '$2,550' for the month tiers with a numeric rate, else null. */
  perMonth: string | null;
  /** 'For immediate arrivals only' on the 2-4 and 5-13 day tiers, else null. */
  note: string | null;
}

/** The 'Short Term Pricing' table of a floor plan, one row per tier in order. */
export function shortTermPricingTiers(prices: ShortTermPrices): ShortTermTierView[] {
  return SHORT_TERM_TIERS.map((tier) => {
    const price = prices[tier.key];
    const month = tier.monthly ? shortTermMonthPrice(price) : null;
    return {
      key: tier.key,
      label: tier.label,
      isNumeric: shortTermPriceAmount(price) !== null,
      perDay: shortTermPriceText(price),
      perMonth: month === null ? null : formatUsd(month),
      note: tier.immediateArrivalsOnly ? IMMEDIATE_ARRIVALS_NOTE : null,
    };
  });
}

/**
 * One row of a short-term pricing table as the page hands it to the browser: only what the row
 * shows, since the table sorts and pages there and so carries every row (a whole floor plan with
 * its rows' markup was about 620 bytes of payload a row).
 */
export interface PricingRowData {
  id: string;
  name: string;
  community: string;
  bedroom: number;
  /** The daily rates in SHORT_TERM_TIERS order. */
  prices: ShortTermPrice[];
}

export function pricingRowData(
  floorplan: ShortTermPrices & { id: string; name: string; bedroom: number; property: { name: string } },
): PricingRowData {
  return {
    id: floorplan.id,
    name: floorplan.name,
    community: floorplan.property.name,
    bedroom: floorplan.bedroom,
    prices: SHORT_TERM_TIERS.map((tier) => floorplan[tier.key]),
  };
}
