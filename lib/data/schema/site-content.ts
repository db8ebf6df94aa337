/** Site-wide content from the import: home page specials, the banner's announcements, the team. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { day } from './columns';
import { assets } from './assets';

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
