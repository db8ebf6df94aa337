/** Texts and addresses of the Rental Application Request form (no form libraries: the shell may import these). */
export const APPLICATION_API_URL = '/api/application';
/** The mail subject (docs/product.md: fixed) — also the subject of the fallback e-mail link. */
export const APPLICATION_SUBJECT = 'Rental Application Request';
export const APPLICATION_SUBMIT_LABEL = 'Request Application';
export const APPLICATIONS_FREE_TEXT = 'Applications are always free.';
export const APPLICATION_PAGE_TITLE = 'Rental Application Request';
