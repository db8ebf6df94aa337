import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { LeaseType } from '../domain/enums';
import type { Floorplan, ListedProperty, Unit, WebSpecial } from '../domain/listing-types';
import type { Db } from './db';
import { imageRefFromAsset } from './images';
import { assets, floorplans, properties, units, webSpecials } from './schema';

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

  const coverIds = [...new Set(floorplanRows.map((f) => f.coverImageId).filter((id): id is string => Boolean(id)))];
  const coverRows = coverIds.length ? await db.select().from(assets).where(inArray(assets.id, coverIds)) : [];
  const coverUrl = new Map(coverRows.map((row) => [row.id, imageRefFromAsset(row)?.src ?? null]));

  const unitsByFloorplan = groupBy(unitRows, (u) => u.floorplanId, (u): Unit => ({
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
  }));
  const specialsByFloorplan = groupBy(specialRows, (s) => s.floorplanId, (s): WebSpecial => ({
    description: s.description,
    startDate: s.startDate,
    endDate: s.endDate,
  }));
  const floorplansByProperty = groupBy(floorplanRows, (f) => f.propertyId, (f): Floorplan => ({
    id: f.id,
    name: f.name,
    active: f.active,
    bedroom: f.bedroom,
    bathroom: f.bathroom,
    coverImage: f.coverImageId ? (coverUrl.get(f.coverImageId) ?? null) : null,
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
    units: unitsByFloorplan.get(f.id) ?? [],
    webSpecials: specialsByFloorplan.get(f.id) ?? [],
  }));

  return propertyRows.map((p) => ({
    id: p.id,
    name: p.name,
    active: p.active,
    leaseType: p.leaseType as LeaseType,
    floorplans: floorplansByProperty.get(p.id) ?? [],
  }));
}

function groupBy<Row, Out>(rows: Row[], key: (row: Row) => string, map: (row: Row) => Out): Map<string, Out[]> {
  const groups = new Map<string, Out[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(map(row));
    else groups.set(k, [map(row)]);
  }
  return groups;
}
