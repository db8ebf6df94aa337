import 'server-only';
import { asc, like } from 'drizzle-orm';
import type { Db } from '../db';
import {
  amenities,
  assets,
  busRoutes,
  floorplans,
  leasingOffices,
  properties,
  similarFloorplans,
  testimonials,
  units,
  utilities,
  variations,
  webSpecials,
} from '../schema';
import { LISTING_ASSET_PREFIX, type AssetInsert } from './image-rows';
import type { FloorplanRows, PropertyRows } from './listing-rows';

/**
 * A property's or floor plan's `updatedAt` is a true last-modified time (sitemap lastmod): the
 * import keeps the old value when the row's content — its columns, its children and its
 * images — did not change. Content is compared as canonical JSON of the same row shapes that
 * the import inserts and the database returns.
 */
// `backdrop` follows from a picture's bytes, which its storageKey names: measuring pictures stored
// before it existed changes no listing.
const IGNORED = new Set(['updatedAt', 'createdAt', 'backdrop']);

function canonical(value: unknown, dropId: boolean): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => canonical(v, dropId));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      if (IGNORED.has(key) || (dropId && key === 'id')) continue;
      out[key] = canonical((value as Record<string, unknown>)[key], false);
    }
    return out;
  }
  return value;
}

/** Serial ids of child rows change on every import: they are left out. */
const children = (rows: readonly object[]) => rows.map((row) => canonical(row, true));

type AssetLookup = { byId: Map<string, AssetInsert>; byFolder: Map<string, AssetInsert[]> };

function imagesOf(lookup: AssetLookup, ids: (string | null | undefined)[], folderId: string | null | undefined) {
  const single = ids.map((id) => (id ? canonical(lookup.byId.get(id) ?? { missing: id }, false) : null));
  const folder = folderId ? (lookup.byFolder.get(folderId) ?? []).map((a) => canonical(a, false)) : [];
  return { single, folder };
}

export function propertyFingerprint(rows: PropertyRows, lookup: AssetLookup): string {
  const { property, leasingOffice } = rows;
  return JSON.stringify({
    row: canonical(property, false),
    office: canonical(leasingOffice, false),
    busRoutes: children(rows.busRoutes),
    images: imagesOf(lookup, [property.coverImageId, leasingOffice?.officeMapId, leasingOffice?.officeImageId], property.photosFolderId),
  });
}

export function floorplanFingerprint(rows: FloorplanRows, lookup: AssetLookup): string {
  return JSON.stringify({
    row: canonical(rows.floorplan, false),
    units: children(rows.units),
    amenities: children(rows.amenities),
    utilities: children(rows.utilities),
    variations: children(rows.variations),
    testimonials: children(rows.testimonials),
    webSpecials: children(rows.webSpecials),
    similar: children(rows.similar),
    images: imagesOf(lookup, [rows.floorplan.coverImageId], rows.floorplan.photosFolderId),
  });
}

export function assetLookup(rows: readonly AssetInsert[]): AssetLookup {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const byFolder = new Map<string, AssetInsert[]>();
  for (const row of rows) {
    if (!row.folderId) continue;
    byFolder.set(row.folderId, [...(byFolder.get(row.folderId) ?? []), row]);
  }
  for (const list of byFolder.values()) list.sort((a, b) => Number(a.name) - Number(b.name));
  return { byId, byFolder };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

export interface StoredFingerprint {
  fingerprint: string;
  updatedAt: Date;
}

/** The fingerprints of the listing content now in the database, by property and floor plan id. */
export async function loadFingerprints(db: Db): Promise<{
  properties: Map<string, StoredFingerprint>;
  floorplans: Map<string, StoredFingerprint>;
}> {
  // One query at a time: the import passes its transaction, one connection, and node-postgres
  // refuses a query sent while another runs on it (deprecated in pg 8, an error in pg 9).
  const assetRows = await db.select().from(assets).where(like(assets.id, `${LISTING_ASSET_PREFIX}%`));
  const propertyRows = await db.select().from(properties);
  const officeRows = await db.select().from(leasingOffices);
  const routeRows = await db.select().from(busRoutes).orderBy(asc(busRoutes.position), asc(busRoutes.id));
  const floorplanRows = await db.select().from(floorplans);
  const byFloorplan = async <T extends { floorplanId: string }>(rows: Promise<T[]>) => groupBy(await rows, (r) => r.floorplanId);
  const unitRows = await byFloorplan(db.select().from(units).orderBy(asc(units.id)));
  const amenityRows = await byFloorplan(db.select().from(amenities).orderBy(asc(amenities.position), asc(amenities.id)));
  const utilityRows = await byFloorplan(db.select().from(utilities).orderBy(asc(utilities.position), asc(utilities.id)));
  const variationRows = await byFloorplan(db.select().from(variations).orderBy(asc(variations.position), asc(variations.id)));
  const testimonialRows = await byFloorplan(db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)));
  const specialRows = await byFloorplan(db.select().from(webSpecials).orderBy(asc(webSpecials.position), asc(webSpecials.id)));
  const similarRows = await byFloorplan(db.select().from(similarFloorplans).orderBy(asc(similarFloorplans.position)));
  const lookup = assetLookup(assetRows);
  const offices = new Map(officeRows.map((o) => [o.propertyId, o]));
  const routes = groupBy(routeRows, (r) => r.propertyId);

  const propertyPrints = new Map<string, StoredFingerprint>();
  for (const property of propertyRows) {
    const rows: PropertyRows = { property, leasingOffice: offices.get(property.id) ?? null, busRoutes: routes.get(property.id) ?? [] };
    propertyPrints.set(property.id, { fingerprint: propertyFingerprint(rows, lookup), updatedAt: property.updatedAt });
  }
  const floorplanPrints = new Map<string, StoredFingerprint>();
  for (const floorplan of floorplanRows) {
    const id = floorplan.id;
    const rows: FloorplanRows = {
      floorplan,
      units: unitRows.get(id) ?? [],
      amenities: amenityRows.get(id) ?? [],
      utilities: utilityRows.get(id) ?? [],
      variations: variationRows.get(id) ?? [],
      testimonials: testimonialRows.get(id) ?? [],
      webSpecials: specialRows.get(id) ?? [],
      similar: similarRows.get(id) ?? [],
    };
    floorplanPrints.set(id, { fingerprint: floorplanFingerprint(rows, lookup), updatedAt: floorplan.updatedAt });
  }
  return { properties: propertyPrints, floorplans: floorplanPrints };
}
