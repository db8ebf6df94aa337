/**
 * The texts of the sublet form and the sublet board (docs/product.md quoted verbatim, plus the few
 * messages the spec leaves open, in the wording of ./messages.ts). One source for client and server.
 */
import { formatWholeNumber } from '../formats';
import { SUBLET_RENEW_DAYS_BEFORE_END } from '../sublet-renewal';
import { SUBLET_LIMITS } from './sublet-limits';

// docs/product.md, verbatim.
export const IMAGE_REQUIRED_MESSAGE = 'Provide at least an image!';
export const FIX_FIELD_ERRORS_MESSAGE = 'Fix field error(s)';
export const ZIP_INVALID_MESSAGE = 'Provide valid zip code (ex: 47404)';
export const DATE_ORDER_MESSAGE = 'Should be later than Available From date';
export const SUBLET_CAPTCHA_MESSAGE = 'Provide captcha';
export const SUBLET_POST_FAILED_MESSAGE = 'Error posting sublet!';
export const SUBLET_DELETED_MESSAGE = 'Sublet Deleted!';
export const SUBLET_DELETE_FAILED_MESSAGE = 'Error deleting sublet!';

/** '{file name} is too big, provide a file smaller than 5mb!' (docs/product.md). */
export function imageTooBigMessage(fileName: string): string {
  return `${fileName} is too big, provide a file smaller than 5mb!`;
}

// docs/product.md says the poster "is told it will be posted once approved"; the wording is ours.
export const SUBLET_POSTED_MESSAGE = 'Thank you! Your sublet will be posted once it is approved.';

// Messages the spec leaves open (our wording).
export const TOO_MANY_IMAGES_MESSAGE = `Provide at most ${SUBLET_LIMITS.maxImages} images`;
export const IMAGES_INVALID_MESSAGE = 'Images are not valid';
export const BEDROOMS_INVALID_MESSAGE = `Choose from ${SUBLET_LIMITS.minBedrooms} to ${SUBLET_LIMITS.maxBedrooms} bedrooms`;
export const AVAILABLE_BEDROOMS_ORDER_MESSAGE = 'Available bedrooms cannot be more than Bedrooms';
export const RENT_INVALID_MESSAGE = `Please provide a valid Rent (0 to ${formatWholeNumber(SUBLET_LIMITS.maxRent)} dollars)`;
export const DATE_INVALID_MESSAGE = 'Please provide a valid date';
/** Available To before today in Bloomington: often last year's number, typed in January. */
export const DATE_PAST_MESSAGE = 'This date has passed; check the year';
export const SUBLET_NOT_FOUND_MESSAGE = 'Sublet not found';

// The poster's Renew (docs/product.md, "Renewed"), in the wording of Delete's messages.
export const SUBLET_RENEW_FAILED_MESSAGE = 'Error renewing sublet!';
export const SUBLET_NOT_RENEWABLE_MESSAGE = `This sublet cannot be renewed now. A listing can be renewed from ${SUBLET_RENEW_DAYS_BEFORE_END} days before it ends, until its Available To date, and not while it is off the board after reports.`;

/** 'Sublet Renewed! It is listed until {day}.' */
export function subletRenewedMessage(listedUntil: string): string {
  return `Sublet Renewed! It is listed until ${listedUntil}.`;
}

/** '{file name} is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)' (the server's content check). */
export function imageNotSupportedMessage(fileName: string): string {
  return `${fileName} is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)`;
}

/** 'Please provide {label}' for each required sublet field. */
export function subletRequiredMessage(label: string): string {
  return `Please provide ${label}`;
}

/** A photo with more pixels than the server decodes: what to do about it is in the message. */
export function photoTooManyPixelsMessage(fileName: string, megapixels: number): string {
  return `${fileName} has more than ${megapixels} megapixels: save it at a smaller size and try again`;
}
