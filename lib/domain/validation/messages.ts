/**
 * The texts the forms and the route handlers show (docs/product.md quoted verbatim, plus the few
 * messages the spec leaves open). One source for client and server.
 */

// Rental application (docs/product.md).
export const NAME_REQUIRED_MESSAGE = 'Please provide Name';
/** Keyed on the e-mail (the site this replaces keyed it on the name, a defect). */
export const EMAIL_REQUIRED_MESSAGE = 'Please provide Email';
export const PROPERTY_REQUIRED_MESSAGE = 'Please select Neighborhood';
export const CAPTCHA_REQUIRED_MESSAGE = 'Please check the captcha';
export const REQUIRED_FIELDS_MESSAGE = 'Fill all the required fields';
export const APPLICATION_SUCCESS_MESSAGE = 'Rental Application Request Complete!';
export const APPLICATION_FAILURE_MESSAGE = 'Rental Application Request Failed!';

// Contact form (docs/product.md).
export const CONTACT_PREFERENCE_MESSAGE = 'Please check one of the boxes';
export const MESSAGE_SENT_MESSAGE = 'Message Sent!';
export const MESSAGE_FAILED_MESSAGE = 'Message Failed!';

// Messages the spec leaves open (our wording).
export const EMAIL_INVALID_MESSAGE = 'Please provide a valid Email';
export const PHONE_REQUIRED_MESSAGE = 'Please provide Phone';
export const PHONE_INVALID_MESSAGE = 'Please provide a valid Phone number';
export const QUESTION_REQUIRED_MESSAGE = 'Please provide Question';
export const MESSAGE_REQUIRED_MESSAGE = 'Please provide Message';
export const MOVE_IN_DATE_INVALID_MESSAGE = 'Please provide a valid move-in date';
export const RENT_RANGE_MESSAGE = 'Rent must be between $0 and $4,000';
export const RENT_ORDER_MESSAGE = 'The minimum rent must be below the maximum rent';
export const COMMUNITIES_INVALID_MESSAGE = 'Please select communities from the list';
export const TOO_MANY_COMMUNITIES_MESSAGE = 'Please select at most 50 communities';

/** '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** '{label} is not valid' (a value of the wrong type, e.g. a number or a list where text belongs). */
export function notValidMessage(label: string): string {
  return `${label} is not valid`;
}
