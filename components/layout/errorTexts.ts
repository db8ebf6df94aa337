/** The error catalogue texts of docs/product.md#messages used by the shell, verbatim. */
export const NOT_FOUND_TITLE = 'Resource Not Found';
export const NOT_FOUND_LEAD = 'Uh-oh, this is a 404';
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';
