import 'server-only';
import type { Db } from '../data/db';
import { loadSubletPostedAt } from '../data/sublets';
import { approvalLinkExpiresAt, isApprovalLinkExpired } from '../domain/sublet-retention';
import { verifyApprovalToken } from './approval-token';

/**
 * What a moderators' link (`/sublets/approve/{token}`) allows at `now`: nothing when forged or
 * malformed, nothing but an explanation once expired (14 days after it was made), else the
 * moderation of one sublet (which may be gone meanwhile). The page and both POST endpoints read
 * it the same way.
 */
export type ModerationLink =
  | { state: 'invalid' }
  | { state: 'expired'; subletId: string; issuedAt: Date; expiredAt: Date }
  | { state: 'valid'; subletId: string };

export async function readModerationLink(token: string, { db, secret, now }: { db: () => Promise<Db>; secret: string; now: Date }): Promise<ModerationLink> {
  const claim = verifyApprovalToken(token, secret);
  if (!claim) return { state: 'invalid' };
  // A link of the earlier format has no time: it was mailed when the sublet was posted.
  const issuedAt = claim.issuedAt ?? (await loadSubletPostedAt(await db(), claim.subletId));
  if (issuedAt && isApprovalLinkExpired(issuedAt, now)) {
    return { state: 'expired', subletId: claim.subletId, issuedAt, expiredAt: approvalLinkExpiresAt(issuedAt) };
  }
  return { state: 'valid', subletId: claim.subletId };
}
