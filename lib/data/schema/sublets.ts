/** The sublet board's listings and their photos (docs/product.md). */
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { day } from './columns';
import { assets } from './assets';

export const sublets = pgTable(
  'sublets',
  {
    id: text('id').primaryKey(),
    /**
     * SHA-256 of the private asset key; the key itself is stored only in the mail that hands it to
     * the poster, until it is delivered (lib/mail/sent-copy.ts). Null for imported sublets.
     */
    assetKeyHash: text('asset_key_hash').unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    bedroom: integer('bedroom').notNull().default(1),
    availableBedrooms: integer('available_bedrooms').notNull().default(1),
    availableFrom: day('available_from').notNull(),
    availableTo: day('available_to').notNull(),
    rent: doublePrecision('rent').notNull(),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    utilitiesIncluded: boolean('utilities_included').notNull().default(true),
    address: text('address').notNull(),
    zipcode: text('zipcode').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    coverImageId: text('cover_image_id').references(() => assets.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    approved: boolean('approved').notNull().default(false),
    /** A listing expires 30 days after approval (docs/product.md). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Taken off the board by visitors' reports until a moderator looks (docs/product.md). */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** A moderator put it back after a hold: reports no longer take it off the board. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** When its poster was mailed that its 30 days ended (once; lib/sublets/retention-job.ts). */
    endedNoticeAt: timestamp('ended_notice_at', { withTimezone: true }),
    /** When its poster was mailed that its 30 days end soon (once a listing period; retention-job.ts). */
    endingNoticeAt: timestamp('ending_notice_at', { withTimezone: true }),
    /** When the moderators were last reminded that it waits for approval (retention-job.ts). */
    approvalRemindedAt: timestamp('approval_reminded_at', { withTimezone: true }),
    /** When a new private link was last mailed to its poster (lib/domain/sublet-links.ts). */
    linkSentAt: timestamp('link_sent_at', { withTimezone: true }),
  },
  (t) => [index('sublets_listed_idx').on(t.active, t.approved, t.approvedAt)],
);

export const subletPhotos = pgTable(
  'sublet_photos',
  {
    subletId: text('sublet_id')
      .notNull()
      .references(() => sublets.id, { onDelete: 'cascade' }),
    assetId: text('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.subletId, t.assetId] })],
);
