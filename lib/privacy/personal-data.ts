import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { CACHE_TAGS } from '../cache-tags';
import { notifyChanged } from '../data/change-notices';
import type { Db } from '../data/db';
import { leads, mailOutbox, sublets, tourBookings } from '../data/schema';
import { log } from '../log';
import { removeSublet } from '../sublets/sublet-removal';

/**
 * What the site holds about a person, found and deleted by their e-mail address: the privacy page
 * tells visitors to write to the company to see or delete it (app/privacy/page.tsx), and staff
 * answer with `npm run privacy` (scripts/privacy.ts, docs/data-retention.md).
 *
 * The address is the key every form asks for. Held about it: the leads it sent (every form; a
 * tour's booking goes with its lead), the sublets it posted, and the mail in the outbox made from
 * those leads, sent to it, answering to it (the copy of a message sent to the leasing team) or
 * naming it (the moderators' mail about a sublet).
 */

/** The form of an address that is compared: case and surrounding spaces do not matter. */
export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The address as the logs name an erasure: a SHA-256 of its normalized form, so that the logs
 * (kept apart, and longer than the data) do not hold the address; the replay after a restore
 * finds it again among the addresses the database holds (lib/privacy/removal-replay.ts).
 */
export function emailDigest(email: string): string {
  return createHash('sha256').update(normalizedEmail(email)).digest('hex');
}

/** Everything held, as stored: what staff send a person who asks to see it (`npm run privacy -- find EMAIL --json`). */
export interface PersonalData {
  leads: {
    id: number;
    kind: string;
    createdAt: Date;
    propertyId: string | null;
    name: string;
    phone: string | null;
    /** The form as sent (its message, preferences, dates). */
    payload: unknown;
    currentPage: string | null;
    tourStartsAt: Date | null;
  }[];
  /** The sublets posted: every field (the photos are not listed: they are the sublet's). */
  sublets: (Omit<typeof sublets.$inferSelect, 'assetKeyHash' | 'coverImageId'>)[];
  /** Mails in the outbox made from those leads, sent to the address, answering to it or naming it. */
  mails: { id: number; kind: string; to: string[]; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
}

const sameEmail = (column: typeof leads.email | typeof sublets.email, email: string) => sql`lower(trim(${column})) = ${normalizedEmail(email)}`;

/** A PostgreSQL regular expression matching the address where no other address goes on around it. */
function wholeAddressPattern(address: string): string {
  const literal = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `(?<![a-z0-9._%+-])${literal}(?![a-z0-9-]|\\.[a-z0-9])`;
}

function mailsOf(email: string, leadIds: number[]) {
  const address = normalizedEmail(email);
  return or(
    sql`${address} = any(select lower(trim(recipient)) from unnest(${mailOutbox.to}) as recipient)`,
    sql`lower(trim(${mailOutbox.replyTo})) = ${address}`,
    // A mail about a sublet to the moderators names its poster's address in its text; as a whole
    // address only (erasing lee@example.com keeps the mails that name sam.lee@example.com).
    sql`lower(${mailOutbox.text}) ~ ${wholeAddressPattern(address)}`,
    leadIds.length ? inArray(mailOutbox.leadId, leadIds) : undefined,
  );
}

export async function findPersonalData(db: Db, email: string): Promise<PersonalData> {
  const leadRows = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      createdAt: leads.createdAt,
      propertyId: leads.propertyId,
      name: leads.name,
      phone: leads.phone,
      payload: leads.payload,
      currentPage: leads.currentPage,
      tourStartsAt: tourBookings.startsAt,
    })
    .from(leads)
    .leftJoin(tourBookings, eq(tourBookings.leadId, leads.id))
    .where(sameEmail(leads.email, email))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  const subletRows = (await db.select().from(sublets).where(sameEmail(sublets.email, email)).orderBy(asc(sublets.createdDate))).map(
    // The key's hash opens nothing and says nothing about the person.
    ({ assetKeyHash: _hash, coverImageId: _cover, ...fields }) => fields,
  );
  const mails = await db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(mailsOf(email, leadRows.map((lead) => lead.id)))
    .orderBy(asc(mailOutbox.id));
  return { leads: leadRows, sublets: subletRows, mails };
}

export interface Erased {
  leads: number;
  sublets: number;
  mails: number;
}

export interface EraseOptions {
  imagesDir?: string;
  revalidate?: () => void;
  /**
   * Only what was stored before this time: an erasure made again after a restore
   * (lib/privacy/removal-replay.ts) leaves what the person sent after they were erased.
   */
  storedBefore?: Date;
}

/**
 * Deletes all of it: the mails and leads in one transaction (a tour booked goes with its lead, and
 * its seat is free again), then each sublet the way every sublet is removed (its photos and their
 * cached copies; lib/sublets/sublet-removal.ts), and the servers told. Logged as `privacy.erased`
 * with the address's digest, so that a backup restored later can be erased again.
 */
export async function erasePersonalData(db: Db, email: string, options: EraseOptions = {}): Promise<Erased> {
  const before = options.storedBefore;
  const { leadCount, mails } = await db.transaction(async (tx) => {
    const leadsOf = and(sameEmail(leads.email, email), before && lt(leads.createdAt, before));
    const ids = (await tx.select({ id: leads.id }).from(leads).where(leadsOf)).map((row) => row.id);
    const deletedMails = await tx
      .delete(mailOutbox)
      .where(and(mailsOf(email, ids), before && lt(mailOutbox.createdAt, before)))
      .returning({ id: mailOutbox.id });
    if (ids.length) await tx.delete(leads).where(inArray(leads.id, ids));
    return { leadCount: ids.length, mails: deletedMails.length };
  });
  let removed = 0;
  const subletsOf = and(sameEmail(sublets.email, email), before && lt(sublets.createdDate, before));
  for (const { id } of await db.select({ id: sublets.id }).from(sublets).where(subletsOf)) {
    if (await removeSublet(db, { id }, { cause: 'erased', imagesDir: options.imagesDir, revalidate: options.revalidate ?? (() => {}) })) removed += 1;
  }
  // The running servers drop their cached board at once (lib/data/change-notices.ts): the erasure
  // runs in a command of its own, whose own expiry reaches no server.
  if (removed > 0) await db.transaction((tx) => notifyChanged(tx, [CACHE_TAGS.sublets]));
  const erased = { leads: leadCount, sublets: removed, mails };
  // An erasure made again keeps the bound of the first: a later replay of this line must not
  // reach what the person sent after the first one.
  log.record('privacy.erased', { emailDigest: emailDigest(email), ...erased, ...(before ? { storedBefore: before.toISOString() } : {}) });
  return erased;
}
