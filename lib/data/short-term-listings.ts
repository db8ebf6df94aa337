import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { LeaseType } from '../domain/enums';
import { floorplanSquareFoot } from '../domain/listing-fallbacks';
import { listedShortTermFloorplans } from '../domain/listing-rules';
import { SHORT_TERM_FETCH_SIZE } from '../domain/paging';
import type { Db } from './db';
import { group, loadAssets, toShortTermPrices } from './detail-rows';
import type { ShortTermListing } from './detail-types';
import { imageRefFromAsset } from './images';
import { floorplans, properties, units } from './schema';

/**
 * The short-term floor plans /flexible-term and a short-term community's page list: the listed
 * floor plans of every listed SHORT_TERM property, in property then floor plan order. At most
 * `perCommunity` of each community are read, and only then are the inactive ones dropped
 * (docs/product.md#constants, the short-term fetch). A query for the floor plans, one for their
 * covers and one for the units' sizes (a floor plan without its own square footage shows its
 * first unit's).
 */
export async function loadShortTermFloorplans(db: Db, perCommunity = SHORT_TERM_FETCH_SIZE): Promise<ShortTermListing[]> {
  const ranked = db
    .select({
      id: floorplans.id,
      rank: sql<number>`row_number() over (partition by ${floorplans.propertyId} order by ${floorplans.position}, ${floorplans.name})`.as('rank'),
    })
    .from(floorplans)
    .as('ranked');
  const rows = await db
    .select({ floorplan: floorplans, property: properties })
    .from(floorplans)
    .innerJoin(properties, eq(floorplans.propertyId, properties.id))
    .innerJoin(ranked, eq(ranked.id, floorplans.id))
    .where(and(eq(properties.leaseType, 'SHORT_TERM'), lte(ranked.rank, perCommunity)))
    .orderBy(asc(properties.position), asc(properties.name), asc(floorplans.position), asc(floorplans.name));
  const ids = rows.map((r) => r.floorplan.id);
  const [covers, sizedUnits] = await Promise.all([
    loadAssets(db, rows.map((r) => r.floorplan.coverImageId)),
    ids.length
      ? db
          .select({ floorplanId: units.floorplanId, squareFoot: units.squareFoot })
          .from(units)
          .where(and(inArray(units.floorplanId, ids), isNotNull(units.squareFoot)))
          .orderBy(asc(units.moveInDate), asc(units.id))
      : [],
  ]);
  const unitSizes = group(sizedUnits, (unit) => unit.floorplanId);
  const all: ShortTermListing[] = rows.map(({ floorplan: f, property: p }) => {
    const coverAlt = `${f.name} at ${p.name}`;
    const cover = f.coverImageId ? imageRefFromAsset(covers.get(f.coverImageId), coverAlt) : null;
    return {
      id: f.id,
      name: f.name,
      active: f.active,
      bedroom: f.bedroom,
      bathroom: f.bathroom,
      style: f.style,
      squareFoot: floorplanSquareFoot({ squareFoot: f.squareFoot, units: unitSizes.get(f.id) }),
      coverImage: cover?.src ?? null,
      ...(cover?.backdrop ? { coverBackdrop: cover.backdrop } : {}),
      coverAlt: cover?.alt || coverAlt,
      featured: f.featured,
      property: { id: p.id, name: p.name, active: p.active, leaseType: p.leaseType as LeaseType },
      ...toShortTermPrices(f),
    };
  });
  return listedShortTermFloorplans(all);
}
