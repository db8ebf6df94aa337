/** Communities (the import's properties), their leasing offices and bus routes. */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LeaseType, LeasingOfficeType } from '../../domain/enums';
import type { Faq } from '../../domain/faqs';
import type { OpeningHours } from '../../domain/tours';
import { assets } from './assets';

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
