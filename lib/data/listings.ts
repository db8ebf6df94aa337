import 'server-only';
import { asc } from 'drizzle-orm';
import type { ListedProperty } from '../domain/listing-types';
import type { Db } from './db';
import { loadAssets, toListedProperties } from './detail-rows';
import { floorplans, properties, units, webSpecials } from './schema';

/**
 * Every property with its floor plans, their units and web specials, in the shapes of
 * lib/domain/listing-types.ts. Inactive and garage entries are included: the listing rules
 * (lib/domain/listing-rules.ts) decide what is listed. Images are resolved to URLs.
 * Five queries whatever the size of the catalogue.
 */
export async function loadListedProperties(db: Db): Promise<ListedProperty[]> {
  const [propertyRows, floorplanRows, unitRows, specialRows] = await Promise.all([
    db.select().from(properties).orderBy(asc(properties.position), asc(properties.name)),
    db.select().from(floorplans).orderBy(asc(floorplans.position), asc(floorplans.name)),
    db.select().from(units).orderBy(asc(units.moveInDate), asc(units.id)),
    db.select().from(webSpecials).orderBy(asc(webSpecials.position), asc(webSpecials.id)),
  ]);
  const covers = await loadAssets(db, floorplanRows.map((f) => f.coverImageId));
  return toListedProperties({ propertyRows, floorplanRows, unitRows, specialRows, covers });
}
