/**
 * Length and range limits of the form fields. They are also the server's abuse limits: the route
 * handlers validate with the same schemas, so nothing longer than these reaches the database or
 * a mail.
 */
export const TEXT_LIMITS = {
  name: 100,
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  /** What a visitor may type (formatting included); the stored value is digits only. */
  phone: 32,
  /** A community id or name. */
  community: 200,
  address: 300,
  /** The generic textarea's maximum (docs/product.md: textarea default max 1000). */
  longText: 1000,
  shortText: 200,
  bedrooms: 20,
  /** reCAPTCHA tokens are a few hundred to about two thousand characters. */
  captchaResponse: 4096,
  currentPage: 2048,
} as const;

/** At most this many ticked communities in one contact message. */
export const MAX_COMMUNITIES = 50;

/** Phone numbers: digits after normalisation (E.164 allows 15). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
