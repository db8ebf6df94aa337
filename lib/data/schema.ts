/**
 * The Drizzle schema: every entity of docs/product.md plus what the features need (leads, mail outbox,
 * analytics). Listing ids are the import's strings, used verbatim in URLs (docs/import-format.md).
 * Money is a double (whole dollars are shown, docs/product.md#constants); dates are 'YYYY-MM-DD' strings.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AmenityType,
  FloorplanStyle,
  LeaseType,
  LeasingOfficeType,
  Pet,
  UtilityType,
} from '../domain/enums';
import type { Faq } from '../domain/faqs';
import type { OpeningHours, TourKind } from '../domain/tours';
import type { MailAttachment } from '../mail/attachment';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const day = (name: string) => date(name, { mode: 'string' });

/**
 * One image: a file in the asset store (storageKey, its bytes in asset_blobs) or a remote URL
 * (a plain URL or a cloud-drive link, stored with the extracted drive id).
 * A photo folder is the set of assets sharing a folderId, ordered by the integer of `name`.
 */
export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    folderId: text('folder_id'),
    name: text('name').notNull().default('0'),
    storageKey: text('storage_key'),
    url: text('url'),
    driveId: text('drive_id'),
    contentType: text('content_type'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('assets_folder_idx').on(t.folderId), index('assets_storage_key_idx').on(t.storageKey)],
);

/** Binary column: node-postgres gives a Buffer, PGlite a Uint8Array; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The asset store's bytes (lib/storage/asset-store.ts), one row per content: the key is a hash of
 * the bytes, so a row never changes and every server instance serves the same file. Asset rows
 * name their bytes by storageKey; no foreign key, since one content may back many asset rows
 * and is removed only when none uses it.
 */
export const assetBlobs = pgTable('asset_blobs', {
  storageKey: text('storage_key').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const properties = pgTable('properties', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  leaseType: text('lease_type').$type<LeaseType>().notNull().default('YEARLY'),
  address: text('address').notNull().default(''),
  zipcode: text('zipcode').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** The community's leasing mailbox (docs/import-format.md extension); never sent to browsers. */
  email: text('email'),
  rating: doublePrecision('rating'),
  ratingLink: text('rating_link'),
  coverImageId: text('cover_image_id').references(() => assets.id, { onDelete: 'set null' }),
  /** The property's photo folder (its asset list, in order). */
  photosFolderId: text('photos_folder_id'),
  leasingOfficeType: text('leasing_office_type').$type<LeasingOfficeType>(),
  description: text('description'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  /** Frequently asked questions, in order (docs/import-format.md). */
  faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
  /** Tours one half-hour slot holds (docs/product.md#tours). */
  tourSlotCapacity: integer('tour_slot_capacity').notNull().default(1),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leasingOffices = pgTable('leasing_offices', {
  propertyId: text('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name'),
  address: text('address'),
  zipcode: text('zipcode'),
  phone: text('phone'),
  officeHours: text('office_hours'),
  /** The hours in machine-readable form: what tour slots are made from (docs/import-format.md). */
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull().default([]),
  direction: text('direction'),
  officeMapId: text('office_map_id').references(() => assets.id, { onDelete: 'set null' }),
  officeImageId: text('office_image_id').references(() => assets.id, { onDelete: 'set null' }),
  officeImageDescription: text('office_image_description'),
});

export const busRoutes = pgTable(
  'bus_routes',
  {
    id: serial('id').primaryKey(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    busRoute: text('bus_route').notNull(),
    busRouteLink: text('bus_route_link'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('bus_routes_property_idx').on(t.propertyId)],
);

export const floorplans = pgTable(
  'floorplans',
  {
    id: text('id').primaryKey(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    active: boolean('active').notNull().default(true),
    bedroom: integer('bedroom').notNull().default(0),
    bathroom: doublePrecision('bathroom').notNull().default(1),
    coverImageId: text('cover_image_id').references(() => assets.id, { onDelete: 'set null' }),
    featured: boolean('featured').notNull().default(false),
    style: text('style').$type<FloorplanStyle>().notNull(),
    specialRent: doublePrecision('special_rent'),
    specialRentStartDate: day('special_rent_start_date'),
    specialRentEndDate: day('special_rent_end_date'),
    address: text('address'),
    zipcode: text('zipcode'),
    virtualTourLink: text('virtual_tour_link'),
    videoTourLink: text('video_tour_link'),
    threeSixtyVideoTourLink: text('three_sixty_video_tour_link'),
    photosFolderId: text('photos_folder_id'),
    description: text('description'),
    htmlTitle: text('html_title'),
    allowedPet: text('allowed_pet').$type<Pet>().notNull().default('NO_PET'),
    petPolicy: text('pet_policy'),
    squareFoot: integer('square_foot'),
    /** Short-term prices: numbers or text (text is shown raw, docs/product.md). */
    priceFor2To4Days: text('price_for_2_to_4_days'),
    priceFor5To13Days: text('price_for_5_to_13_days'),
    priceFor14To29Days: text('price_for_14_to_29_days'),
    priceFor1To4Months: text('price_for_1_to_4_months'),
    priceFor4andMoreMonths: text('price_for_4_and_more_months'),
    /** Frequently asked questions, in order (docs/import-format.md). */
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('floorplans_property_idx').on(t.propertyId)],
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    /** The import's unit id, unique within its floor plan. */
    code: text('code').notNull(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    rent: doublePrecision('rent'),
    deposit: doublePrecision('deposit'),
    squareFoot: integer('square_foot'),
    moveInDate: day('move_in_date'),
    availabilityExtensionMonths: integer('availability_extension_months').notNull().default(0),
    address: text('address'),
    zipcode: text('zipcode'),
    allowedPet: text('allowed_pet').$type<Pet>(),
    petPolicy: text('pet_policy'),
  },
  (t) => [uniqueIndex('units_floorplan_code_idx').on(t.floorplanId, t.code)],
);

export const amenities = pgTable(
  'amenities',
  {
    id: serial('id').primaryKey(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    featured: boolean('featured').notNull().default(false),
    type: text('type').$type<AmenityType>().notNull().default('NOT_APPLICABLE'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('amenities_floorplan_idx').on(t.floorplanId)],
);

export const utilities = pgTable(
  'utilities',
  {
    id: serial('id').primaryKey(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<UtilityType>().notNull(),
    averageMonthlyBill: doublePrecision('average_monthly_bill'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('utilities_floorplan_idx').on(t.floorplanId)],
);

export const variations = pgTable(
  'variations',
  {
    id: serial('id').primaryKey(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    variation: text('variation').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variations_floorplan_idx').on(t.floorplanId)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    testimonial: text('testimonial').notNull(),
    tenant: text('tenant').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('testimonials_floorplan_idx').on(t.floorplanId)],
);

export const webSpecials = pgTable(
  'web_specials',
  {
    id: serial('id').primaryKey(),
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('web_specials_floorplan_idx').on(t.floorplanId)],
);

export const similarFloorplans = pgTable(
  'similar_floorplans',
  {
    floorplanId: text('floorplan_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    similarToId: text('similar_to_id')
      .notNull()
      .references(() => floorplans.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.floorplanId, t.similarToId] })],
);

export const homePageSpecials = pgTable('home_page_specials', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** HTML as imported; sanitized on the server before it is rendered. */
  details: text('details').notNull().default(''),
  imageId: text('image_id').references(() => assets.id, { onDelete: 'set null' }),
  startDate: day('start_date'),
  endDate: day('end_date'),
  /** Community ids or names the special is offered on (a community page offers only those naming it; "/" offers every current one). */
  properties: text('properties')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
});

/** The site-wide banner's announcements (docs/import-format.md); the current one is shown. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  link: text('link'),
  linkText: text('link_text'),
  startDate: day('start_date'),
  endDate: day('end_date'),
  position: integer('position').notNull().default(0),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email'),
  jobTitle: text('job_title'),
  photoId: text('photo_id').references(() => assets.id, { onDelete: 'set null' }),
  blogLink: text('blog_link'),
  position: integer('position').notNull().default(0),
});

export const sublets = pgTable(
  'sublets',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the private asset key; the key itself is never stored. Null for imported sublets. */
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

/** Every form submission, stored before any mail is sent (a lead is never lost). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'application' | 'contact' | 'sublet-message' | 'tour'>().notNull(),
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
  },
  (t) => [
    uniqueIndex('tour_bookings_seat_idx').on(t.propertyId, t.startsAt, t.seat).where(sql`${t.cancelledAt} is null`),
    index('tour_bookings_lead_idx').on(t.leadId),
  ],
);

/** Mail waiting to be delivered; retried with backoff until it is (docs/product.md#mail). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** One row per analytics event (contact clicked / initiated / submitted). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').$type<'clicked' | 'initiated' | 'submitted'>().notNull(),
    property: text('property').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_idx').on(t.event, t.property)],
);

/** Daily counts per event and property, incremented atomically with an upsert. */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    day: day('day').notNull(),
    event: text('event').notNull(),
    property: text('property').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.property] })],
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
