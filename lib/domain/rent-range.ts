/**
 * The rent range of every rent control, in dollars: the search filter's slider and the contact
 * form's. In the search the top end means "this much and up" (listing-filters.ts).
 */
export const RENT_MIN = 0;
export const RENT_MAX = 4000;

export interface RentRange {
  min: number;
  max: number;
}

export const FULL_RENT_RANGE: Readonly<RentRange> = Object.freeze({ min: RENT_MIN, max: RENT_MAX });
