/** What visitors send: leads (every form), tour bookings, and the keys that make a retry store once. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TourKind } from '../../domain/tours';
import { createdAt } from './columns';

/** Every form submission, stored before any mail is sent (a lead is never lost). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'application' | 'contact' | 'sublet-message' | 'sublet-report' | 'tour'>().notNull(),
    propertyId: text('property_id'),
    subletId: text('sublet_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The whole validated submission. */
    payload: jsonb('payload').notNull(),
    currentPage: text('current_page'),
    createdAt: createdAt(),
  },
  (t) => [index('leads_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * A booked tour (docs/product.md#tours), reported by its lead. A slot holds `tourSlotCapacity`
 * tours as seats 0, 1, …: the partial unique index lets one live booking hold each seat, so two
 * visitors racing for the last seat cannot both get it. `propertyId` is not a foreign key: an
 * import replaces the properties, and a booking outlives that.
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').notNull(),
    floorplanId: text('floorplan_id'),
    kind: text('kind').$type<TourKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seat: integer('seat').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the visitor was reminded of it (lib/domain/tour-reminders.ts; once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tour_bookings_seat_idx').on(t.propertyId, t.startsAt, t.seat).where(sql`${t.cancelledAt} is null`),
    index('tour_bookings_lead_idx').on(t.leadId),
  ],
);

/** Captcha tokens already used (a token verifies once). */
export const usedCaptchaTokens = pgTable('used_captcha_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: createdAt(),
});

/**
 * Submissions already stored, by the key the visitor's browser sent with them (the
 * `Idempotency-Key` header, docs/http-api.md): a form sent again because its answer was lost
 * on the way is answered as the first was, and stored once. Only a hash of the key is kept,
 * for a day (lib/http/submission-key.ts).
 */
export const submissionKeys = pgTable(
  'submission_keys',
  {
    endpoint: text('endpoint').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.endpoint, t.keyHash] }), index('submission_keys_created_idx').on(t.createdAt)],
);
