import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { LeaseType } from '../domain/enums';
import type { Floorplan, ListedProperty, ShortTermPrices, Unit, WebSpecial } from '../domain/listing-types';
import type { Db } from './db';
import type { PropertyDetail } from './detail-types';
import { imageRefFromAsset, imageRefOrDefault, type AssetRow, type ImageRef } from './images';
import { assets, busRoutes, floorplans, leasingOffices, properties, units, webSpecials } from './schema';
import { areToursBookable } from '../domain/tours';

/**
 * Row → view-model mapping and the small batched queries the detail loaders share
 * (floor plan page, community page, /flexible-term, sitemap).
 */

export type FloorplanRow = typeof floorplans.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
type UnitRow = typeof units.$inferSelect;
type WebSpecialRow = typeof webSpecials.$inferSelect;

/** Asset rows by id (one query; unknown ids are simply absent). */
export async function loadAssets(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, AssetRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(assets).where(inArray(assets.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export function toUnit(u: UnitRow): Unit {
  return {
    id: u.code,
    active: u.active,
    rent: u.rent,
    deposit: u.deposit,
    squareFoot: u.squareFoot,
    moveInDate: u.moveInDate,
    availabilityExtensionMonths: u.availabilityExtensionMonths,
    address: u.address,
    zipcode: u.zipcode,
    allowedPet: u.allowedPet,
    petPolicy: u.petPolicy,
  };
}

export function toWebSpecial(s: WebSpecialRow): WebSpecial {
  return { description: s.description, startDate: s.startDate, endDate: s.endDate };
}

/** A floor plan row in the listing shape (cover resolved to its URL). */
export function toFloorplan(f: FloorplanRow, cover: ImageRef | null, unitList: Unit[], specials: WebSpecial[]): Floorplan {
  return {
    id: f.id,
    name: f.name,
    active: f.active,
    bedroom: f.bedroom,
    bathroom: f.bathroom,
    coverImage: cover?.src ?? null,
    ...(cover?.backdrop ? { coverBackdrop: cover.backdrop } : {}),
    featured: f.featured,
    style: f.style,
    specialRent: f.specialRent,
    specialRentStartDate: f.specialRentStartDate,
    specialRentEndDate: f.specialRentEndDate,
    address: f.address,
    zipcode: f.zipcode,
    virtualTourLink: f.virtualTourLink,
    videoTourLink: f.videoTourLink,
    threeSixtyVideoTourLink: f.threeSixtyVideoTourLink,
    photosFolderId: f.photosFolderId,
    description: f.description,
    htmlTitle: f.htmlTitle,
    allowedPet: f.allowedPet,
    petPolicy: f.petPolicy,
    squareFoot: f.squareFoot,
    units: unitList,
    webSpecials: specials,
  };
}

/** The five short-term prices as stored (numeric text stays text; the rules read both). */
export function toShortTermPrices(f: FloorplanRow): ShortTermPrices {
  return {
    priceFor2To4Days: f.priceFor2To4Days,
    priceFor5To13Days: f.priceFor5To13Days,
    priceFor14To29Days: f.priceFor14To29Days,
    priceFor1To4Months: f.priceFor1To4Months,
    priceFor4andMoreMonths: f.priceFor4andMoreMonths,
  };
}

/** Rows grouped by a key, each group in the rows' order. */
export function group<Row>(rows: readonly Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * The given floor plans with their units and web specials, under their properties, in the
 * ListedProperty shape the listing rules read (so `listedFloorplans` decides what is listed).
 */
export async function loadListingSubset(db: Db, floorplanRows: readonly FloorplanRow[]): Promise<ListedProperty[]> {
  if (floorplanRows.length === 0) return [];
  const ids = floorplanRows.map((f) => f.id);
  const propertyIds = [...new Set(floorplanRows.map((f) => f.propertyId))];
  const [propertyRows, unitRows, specialRows, covers] = await Promise.all([
    db.select().from(properties).where(inArray(properties.id, propertyIds)).orderBy(asc(properties.position)),
    db.select().from(units).where(inArray(units.floorplanId, ids)).orderBy(asc(units.moveInDate), asc(units.id)),
    db.select().from(webSpecials).where(inArray(webSpecials.floorplanId, ids)).orderBy(asc(webSpecials.position), asc(webSpecials.id)),
    loadAssets(db, floorplanRows.map((f) => f.coverImageId)),
  ]);
  return toListedProperties({ propertyRows, floorplanRows, unitRows, specialRows, covers });
}

/** Rows of the listing tables, assembled in the ListedProperty shape (each property in the given order). */
export function toListedProperties(rows: {
  propertyRows: readonly PropertyRow[];
  floorplanRows: readonly FloorplanRow[];
  unitRows: readonly UnitRow[];
  specialRows: readonly WebSpecialRow[];
  covers: Map<string, AssetRow>;
}): ListedProperty[] {
  const { propertyRows, floorplanRows, unitRows, specialRows, covers } = rows;
  const unitsBy = group(unitRows, (u) => u.floorplanId);
  const specialsBy = group(specialRows, (s) => s.floorplanId);
  const floorplansBy = group(floorplanRows, (f) => f.propertyId);
  return propertyRows.map((p) => ({
    id: p.id,
    name: p.name,
    active: p.active,
    leaseType: p.leaseType as LeaseType,
    floorplans: (floorplansBy.get(p.id) ?? []).map((f) =>
      toFloorplan(
        f,
        imageRefFromAsset(f.coverImageId ? covers.get(f.coverImageId) : null),
        (unitsBy.get(f.id) ?? []).map(toUnit),
        (specialsBy.get(f.id) ?? []).map(toWebSpecial),
      ),
    ),
  }));
}

/** A property with its leasing office and bus routes, or null when there is no such id. */
export async function loadPropertyDetail(db: Db, id: string): Promise<PropertyDetail | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) return null;
  const [[office], routes] = await Promise.all([
    db.select().from(leasingOffices).where(eq(leasingOffices.propertyId, id)).limit(1),
    db.select().from(busRoutes).where(eq(busRoutes.propertyId, id)).orderBy(asc(busRoutes.position), asc(busRoutes.id)),
  ]);
  const images = await loadAssets(db, [row.coverImageId, office?.officeMapId, office?.officeImageId]);
  const image = (assetId: string | null | undefined, alt: string) => (assetId ? imageRefFromAsset(images.get(assetId), alt) : null);
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    leaseType: row.leaseType as LeaseType,
    address: row.address,
    zipcode: row.zipcode,
    phone: row.phone,
    rating: row.rating,
    ratingLink: row.ratingLink,
    coverImage: imageRefOrDefault(row.coverImageId ? images.get(row.coverImageId) : null, row.name),
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    leasingOfficeType: row.leasingOfficeType,
    leasingOffice: office
      ? {
          name: office.name,
          address: office.address,
          zipcode: office.zipcode,
          phone: office.phone,
          officeHours: office.officeHours,
          direction: office.direction,
          officeMap: image(office.officeMapId, `Map to the ${row.name} leasing office`),
          officeImage: image(office.officeImageId, office.officeImageDescription ?? `The ${row.name} leasing office`),
          officeImageDescription: office.officeImageDescription,
        }
      : null,
    busRoutes: routes.map((r) => ({ busRoute: r.busRoute, busRouteLink: r.busRouteLink })),
    toursBookable: areToursBookable(row, office?.openingHours),
    faqs: row.faqs,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The later of ISO timestamps / Dates (null when none). */
export function latest(values: readonly (Date | string | null | undefined)[]): string | null {
  let max: number | null = null;
  for (const value of values) {
    if (!value) continue;
    const time = value instanceof Date ? value.getTime() : Date.parse(value);
    if (Number.isFinite(time) && (max === null || time > max)) max = time;
  }
  return max === null ? null : new Date(max).toISOString();
}
