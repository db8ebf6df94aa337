import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { isSubletLinkResendAllowed } from '../domain/sublet-links';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import { generateAssetKey, hashAssetKey } from '../sublets/asset-key';
import type { NoticedSublet } from '../sublets/poster-notice-mail';
import type { Db } from './db';
import { sublets } from './schema';
import { POSTER_NOTICE_COLUMNS } from './sublets';

/** The most listings one request gives new links to (an address rarely has more than one). */
const MAX_LISTINGS = 20;

export interface NewSubletLinks {
  /** The e-mail address typed in the form: compared without case or surrounding spaces. */
  email: string;
  now: Date;
  /** The mail that hands the poster a listing's new key (`newLinkMail`, lib/sublets/poster-notice-mail.ts). */
  mail: (sublet: NoticedSublet, assetKey: string) => OutboxMail;
  /** Makes each new key (tests pass a fixed one). */
  newKey?: () => string;
}

/**
 * Gives each sublet posted with `email` and not deleted a new private key, mailed to the address
 * it was posted with, unless it was given one in the last hour (lib/domain/sublet-links.ts); the
 * old key stops working. The rows are locked, so two requests at once give a listing one key. Returns
 * how many were mailed: the caller answers the same whatever it is, so that nobody learns from the
 * answer whether an address posted anything.
 */
export async function reissueSubletLinks(db: Db, { email, now, mail, newKey = generateAssetKey }: NewSubletLinks): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!address) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...POSTER_NOTICE_COLUMNS, linkSentAt: sublets.linkSentAt })
      .from(sublets)
      .where(and(eq(sublets.active, true), sql`lower(btrim(${sublets.email})) = ${address}`))
      .orderBy(desc(sublets.createdDate), desc(sublets.id))
      .limit(MAX_LISTINGS)
      .for('update');
    let mailed = 0;
    for (const { linkSentAt, ...sublet } of rows) {
      if (!isSubletLinkResendAllowed(linkSentAt, now)) continue;
      const assetKey = newKey();
      await tx.update(sublets).set({ assetKeyHash: hashAssetKey(assetKey), linkSentAt: now }).where(eq(sublets.id, sublet.id));
      await enqueueMail(tx, mail(sublet, assetKey));
      mailed += 1;
    }
    return mailed;
  });
}
