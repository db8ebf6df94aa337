/** Floor plans and what hangs off them: units, amenities, utilities, variations, reviews, specials. */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AmenityType, FloorplanStyle, Pet, UtilityType } from '../../domain/enums';
import type { Faq } from '../../domain/faqs';
import { day } from './columns';
import { assets } from './assets';
import { properties } from './communities';

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
