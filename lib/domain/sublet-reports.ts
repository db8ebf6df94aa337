/**
 * When visitors' reports take a listing off the sublet board (docs/product.md, "Reported"). A
 * free board draws rental scams, and a scam does its harm in the hours before a moderator reads
 * the mail: reports from this many different visitors hold the listing off the board until a
 * moderator puts it back or takes it down. Once a moderator has put it back, reports are still
 * mailed but no longer hold it, so a few people cannot keep a genuine listing off the board.
 */
export const SUBLET_REPORTERS_TO_HOLD = 3;

/** What a report did to its listing, for the moderators' mail. */
export type ReportStanding =
  /** Still listed: fewer than SUBLET_REPORTERS_TO_HOLD different visitors reported it. */
  | 'listed'
  /** This report was the one that took it off the board. */
  | 'held-now'
  /** Already off the board, waiting for a moderator. */
  | 'held'
  /** A moderator put it back after a hold: it stays listed. */
  | 'kept';

export interface ReportHoldFields {
  heldAt: Date | string | null;
  reviewedAt: Date | string | null;
}

/** Where a listing stands after a report, given how many different visitors have reported it. */
export function reportStanding(listing: ReportHoldFields, reporters: number): ReportStanding {
  if (listing.heldAt) return 'held';
  if (listing.reviewedAt) return 'kept';
  return reporters >= SUBLET_REPORTERS_TO_HOLD ? 'held-now' : 'listed';
}
