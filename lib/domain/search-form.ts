/**
 * The search form without JavaScript (a plain GET form): its price inputs arrive as
 * `rentMin` and `rentMax` (two range inputs), and checkbox lists as repeated parameters.
 * docs/product.md#search-filters-and-sort wants `rent=MIN-MAX`, so such a request is answered with a redirect to the
 * canonical URL. With JavaScript the form never submits; it writes the canonical URL itself.
 */
import { RENT_MAX, RENT_MIN } from './rent-range';
import type { SearchParamsInput } from './search-params';

export const FORM_RENT_MIN = 'rentMin';
export const FORM_RENT_MAX = 'rentMax';

function entries(params: SearchParamsInput): [string, string][] {
  if (typeof params === 'string') return [...new URLSearchParams(params).entries()];
  if (params instanceof URLSearchParams) return [...params.entries()];
  return Object.entries(params).flatMap(([key, value]) =>
    value === undefined ? [] : Array.isArray(value) ? value.map((v): [string, string] => [key, v]) : [[key, value]],
  );
}

/**
 * The parameters of a form post with `rentMin`/`rentMax` folded into `rent`, or null when the
 * request did not come from the form (no redirect needed).
 */
export function foldFormRent(params: SearchParamsInput): URLSearchParams | null {
  const all = entries(params);
  const min = all.find(([key]) => key === FORM_RENT_MIN)?.[1];
  const max = all.find(([key]) => key === FORM_RENT_MAX)?.[1];
  if (min === undefined && max === undefined) return null;
  const folded = new URLSearchParams(all.filter(([key]) => key !== FORM_RENT_MIN && key !== FORM_RENT_MAX && key !== 'rent'));
  const low = /^\d{1,9}$/.test(min ?? '') ? min : String(RENT_MIN);
  const high = /^\d{1,9}$/.test(max ?? '') ? max : String(RENT_MAX);
  folded.set('rent', `${low}-${high}`);
  return folded;
}
