/**
 * A poster who lost the mail with their listing's private link asks for a new one
 * (docs/product.md, "A lost link"). The site keeps only a hash of the key, so the key cannot be
 * sent again: a new one is made, mailed to the address the sublet was posted with, and the old
 * link stops working. Anyone may ask for any address, so each listing gets at most one new link
 * an hour: asking again cannot fill the poster's inbox, nor keep changing their link.
 */

/** Minutes after a new link was mailed before a listing may be given another. */
export const SUBLET_LINK_RESEND_MINUTES = 60;

/**
 * Whether a listing whose last new link was mailed at `linkSentAt` (null: never) gets a new one
 * at `now`. A clock set back (a sent time in the future) counts as just sent.
 */
export function isSubletLinkResendAllowed(linkSentAt: Date | null, now: Date): boolean {
  if (!linkSentAt) return true;
  return now.getTime() - linkSentAt.getTime() >= SUBLET_LINK_RESEND_MINUTES * 60_000;
}
