/** The contact form's analytics counts. */
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns';

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
