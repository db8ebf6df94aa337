/** The sublet board's limits (docs/product.md). Shared by the form, the server and the UI texts. */
export const SUBLET_LIMITS = {
  /** Up to 5 images, the first is the cover. */
  maxImages: 5,
  /** Each image under 5,000,000 bytes ("smaller than 5mb"). */
  maxImageBytes: 5_000_000,
  title: 50,
  description: 500,
  /** Bedroom selects offer 0 to 4. */
  minBedrooms: 0,
  maxBedrooms: 4,
  /** Our bound on a monthly rent (the spec gives none). */
  maxRent: 100_000,
  zipLength: 5,
  /** A file name as shown in messages (longer names are cut). */
  fileName: 200,
} as const;

/** The bedroom select's choices: '0' … '4'. */
export const BEDROOM_CHOICES: readonly string[] = Array.from(
  { length: SUBLET_LIMITS.maxBedrooms - SUBLET_LIMITS.minBedrooms + 1 },
  (_, index) => String(SUBLET_LIMITS.minBedrooms + index),
);
