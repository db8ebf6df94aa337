/** The texts of the tour cancel page and its endpoint (docs/product.md#tours). */
export const TOUR_CANCELLED_MESSAGE = 'Your tour is cancelled. The time is free for someone else.';
export const TOUR_ALREADY_CANCELLED_MESSAGE = 'This tour was already cancelled.';
export const TOUR_PAST_MESSAGE = 'This tour’s time has passed, so it can no longer be cancelled.';
export const TOUR_NOT_FOUND_MESSAGE = 'Tour not found';
export const TOUR_CANCEL_FAILED_MESSAGE = 'The tour could not be cancelled. Please try again, or call the leasing office.';

/** `?result=` of the cancel page after its button posted. */
export type TourCancelResult = 'cancelled' | 'already-cancelled' | 'past';
