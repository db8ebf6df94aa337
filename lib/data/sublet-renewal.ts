import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isSubletRenewable } from '../domain/sublet-renewal';
import type { IsoDay } from '../domain/site-day';
import { subletListedUntilDay } from '../domain/sublets';
import { assetKeyMatches, hashAssetKey, isAssetKeyShaped } from '../sublets/asset-key';
import type { Db } from './db';
import { sublets } from './schema';
import { LISTING_STATE_COLUMNS } from './sublets';

/** A renewal pressed again within this time is answered as the first. */
const AGAIN_WITHIN_MS = 60 * 60_000;

/** `listedUntil`: the last day the board shows it (lib/domain/sublets.ts `subletListedUntilDay`). */
export type RenewalResult = { result: 'renewed'; listedUntil: IsoDay } | { result: 'not-renewable' } | { result: 'not-found' };

/**
 * Renews the sublet an asset key manages for another 30 days from `now`, if its poster may
 * (lib/domain/sublet-renewal.ts): its listing starts again (`approved_at`), and the mails that
 * tell the poster it ends soon and ended are due again for its new end (`ending_notice_at`,
 * `ended_notice_at` cleared). The row is locked; a press sent again (its answer lost, or a double
 * click) finds the listing started within the hour and is answered as the first was, changing
 * nothing. Not mailed: the poster did it.
 */
export async function renewSublet(db: Db, assetKey: string, now: Date): Promise<RenewalResult> {
  if (!isAssetKeyShaped(assetKey)) return { result: 'not-found' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: sublets.id, assetKeyHash: sublets.assetKeyHash, ...LISTING_STATE_COLUMNS })
      .from(sublets)
      .where(and(eq(sublets.assetKeyHash, hashAssetKey(assetKey)), eq(sublets.active, true)))
      .for('update');
    if (!row || !assetKeyMatches(assetKey, row.assetKeyHash)) return { result: 'not-found' };
    if (!isSubletRenewable(row, now)) {
      const listedUntil = subletListedUntilDay(row);
      const started = row.approvedAt ? new Date(row.approvedAt).getTime() : Number.NaN;
      const justRenewed = !row.heldAt && listedUntil && now.getTime() - started >= 0 && now.getTime() - started < AGAIN_WITHIN_MS;
      return justRenewed ? { result: 'renewed', listedUntil } : { result: 'not-renewable' };
    }
    await tx.update(sublets).set({ approvedAt: now, endingNoticeAt: null, endedNoticeAt: null }).where(eq(sublets.id, row.id));
    const listedUntil = subletListedUntilDay({ ...row, approvedAt: now });
    if (!listedUntil) throw new Error(`Sublet ${row.id} renewed without an end`);
    return { result: 'renewed', listedUntil };
  });
}
