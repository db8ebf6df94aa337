import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { DEFAULT_TOUR_SLOT_CAPACITY } from '../../domain/tours';
import { readAsset } from '../../storage/asset-store';
import type { Db } from '../db';
import { toUnit, toWebSpecial } from '../detail-rows';
import {
  amenities,
  announcements,
  assets,
  busRoutes,
  floorplans,
  homePageSpecials,
  leasingOffices,
  properties,
  similarFloorplans,
  teamMembers,
  testimonials,
  units,
  utilities,
  variations,
  webSpecials,
} from '../schema';

/**
 * The current listing content in the import format (docs/import-format.md), so that staff can
 * export, edit and import again: what `importListing` reads, `exportListing` writes, and an
 * export imported again exports the same (tested). Pictures kept in the asset store become
 * files named by their key under `images/`, returned beside the listing for the caller to
 * write; web addresses and cloud-drive links stay links. Sublets are not exported: they are
 * posters' data, and an import keeps them.
 */
export interface ListingExport {
  listing: Record<string, unknown>;
  /** Relative path (as the listing names it) → bytes. */
  files: Map<string, Buffer>;
}

const IMAGES_DIR = 'images';

type Row = Record<string, unknown>;

/** Drops null values, so the file holds only what is set (absent and null import alike). */
function compact<T extends Row>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export async function exportListing(db: Db): Promise<ListingExport> {
  const files = new Map<string, Buffer>();
  const [propertyRows, officeRows, routeRows, floorplanRows, unitRows, amenityRows, utilityRows, variationRows, testimonialRows, specialRows, similarRows, homeRows, announcementRows, teamRows] =
    await Promise.all([
      db.select().from(properties).orderBy(asc(properties.position), asc(properties.id)),
      db.select().from(leasingOffices),
      db.select().from(busRoutes).orderBy(asc(busRoutes.position), asc(busRoutes.id)),
      db.select().from(floorplans).orderBy(asc(floorplans.position), asc(floorplans.id)),
      db.select().from(units).orderBy(asc(units.id)),
      db.select().from(amenities).orderBy(asc(amenities.position), asc(amenities.id)),
      db.select().from(utilities).orderBy(asc(utilities.position), asc(utilities.id)),
      db.select().from(variations).orderBy(asc(variations.position), asc(variations.id)),
      db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)),
      db.select().from(webSpecials).orderBy(asc(webSpecials.position), asc(webSpecials.id)),
      db.select().from(similarFloorplans).orderBy(asc(similarFloorplans.position)),
      db.select().from(homePageSpecials).orderBy(asc(homePageSpecials.position), asc(homePageSpecials.id)),
      db.select().from(announcements).orderBy(asc(announcements.position), asc(announcements.id)),
      db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.id)),
    ]);

  // Every picture the content names: single ones by asset id, folders by folder id.
  const folderIds = [...propertyRows.map((p) => p.photosFolderId), ...floorplanRows.map((f) => f.photosFolderId)].filter((id): id is string => Boolean(id));
  const singleIds = [
    ...propertyRows.map((p) => p.coverImageId),
    ...officeRows.flatMap((o) => [o.officeMapId, o.officeImageId]),
    ...floorplanRows.map((f) => f.coverImageId),
    ...homeRows.map((h) => h.imageId),
    ...teamRows.map((t) => t.photoId),
  ].filter((id): id is string => Boolean(id));
  const [singles, folderRows] = await Promise.all([
    singleIds.length ? db.select().from(assets).where(inArray(assets.id, singleIds)) : [],
    folderIds.length ? db.select().from(assets).where(inArray(assets.folderId, folderIds)) : [],
  ]);
  const byId = new Map(singles.map((a) => [a.id, a]));
  const folders = groupBy(folderRows, (a) => a.folderId ?? '');

  const picture = async (asset: typeof assets.$inferSelect | undefined): Promise<string | null> => {
    if (!asset) return null;
    if (asset.url) return asset.url;
    if (asset.driveId) return `https://drive.google.com/file/d/${asset.driveId}/view`;
    if (!asset.storageKey) return null;
    const file = `${IMAGES_DIR}/${asset.storageKey}`;
    if (!files.has(file)) {
      const stored = await readAsset(db, asset.storageKey);
      if (!stored) return null; // bytes gone: the page shows the default image, and so will the import
      files.set(file, stored.bytes);
    }
    return file;
  };
  const single = (id: string | null) => picture(id ? byId.get(id) : undefined);
  const folder = async (id: string | null) => {
    if (!id) return null;
    const rows = [...(folders.get(id) ?? [])].sort((a, b) => Number(a.name) - Number(b.name));
    const values = (await Promise.all(rows.map(picture))).filter((v): v is string => Boolean(v));
    return values.length ? values : null;
  };

  const offices = new Map(officeRows.map((o) => [o.propertyId, o]));
  const routes = groupBy(routeRows, (r) => r.propertyId);
  const plansOf = groupBy(floorplanRows, (f) => f.propertyId);
  const under = <T extends { floorplanId: string }>(rows: T[]) => groupBy(rows, (r) => r.floorplanId);
  const [unitsOf, amenitiesOf, utilitiesOf, variationsOf, testimonialsOf, specialsOf, similarOf] = [
    under(unitRows),
    under(amenityRows),
    under(utilityRows),
    under(variationRows),
    under(testimonialRows),
    under(specialRows),
    under(similarRows),
  ];
  const list = <T,>(rows: T[] | undefined, map: (row: T) => Row) => (rows?.length ? rows.map(map) : null);

  const exportFloorplan = async (f: typeof floorplans.$inferSelect) =>
    compact({
      id: f.id,
      name: f.name,
      active: f.active,
      bedroom: f.bedroom,
      bathroom: f.bathroom,
      coverImage: await single(f.coverImageId),
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
      photos: await folder(f.photosFolderId),
      description: f.description,
      htmlTitle: f.htmlTitle,
      allowedPet: f.allowedPet,
      petPolicy: f.petPolicy,
      squareFoot: f.squareFoot,
      priceFor2To4Days: f.priceFor2To4Days,
      priceFor5To13Days: f.priceFor5To13Days,
      priceFor14To29Days: f.priceFor14To29Days,
      priceFor1To4Months: f.priceFor1To4Months,
      priceFor4andMoreMonths: f.priceFor4andMoreMonths,
      amenities: list(amenitiesOf.get(f.id), (a) => ({ name: a.name, featured: a.featured, type: a.type })),
      utilities: list(utilitiesOf.get(f.id), (u) => compact({ name: u.name, type: u.type, averageMonthlyBill: u.averageMonthlyBill })),
      variations: list(variationsOf.get(f.id), (v) => ({ variation: v.variation })),
      testimonials: list(testimonialsOf.get(f.id), (t) => compact({ testimonial: t.testimonial, tenant: t.tenant || null })),
      webSpecials: list(specialsOf.get(f.id), (w) => compact({ ...toWebSpecial(w) })),
      similarTo: similarOf.get(f.id)?.map((s) => s.similarToId) ?? null,
      faqs: list(f.faqs, (q) => ({ question: q.question, answer: q.answer })),
      // A unit and a web special are written as the pages read them (the import format's fields).
      units: list(unitsOf.get(f.id), (u) => compact({ ...toUnit(u) })),
    });

  const exportProperty = async (p: typeof properties.$inferSelect) => {
    const office = offices.get(p.id);
    return compact({
      id: p.id,
      name: p.name,
      active: p.active,
      leaseType: p.leaseType,
      address: p.address || null,
      zipcode: p.zipcode || null,
      phone: p.phone || null,
      email: p.email,
      description: p.description,
      latitude: p.latitude,
      longitude: p.longitude,
      rating: p.rating,
      ratingLink: p.ratingLink,
      coverImage: await single(p.coverImageId),
      leasingOfficeType: p.leasingOfficeType,
      tourSlotCapacity: p.tourSlotCapacity === DEFAULT_TOUR_SLOT_CAPACITY ? null : p.tourSlotCapacity,
      leasingOffice: office
        ? compact({
            name: office.name,
            address: office.address,
            zipcode: office.zipcode,
            phone: office.phone,
            officeHours: office.officeHours,
            openingHours: list(office.openingHours, (h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
            direction: office.direction,
            officeMap: await single(office.officeMapId),
            officeImage: await single(office.officeImageId),
            officeImageDescription: office.officeImageDescription,
          })
        : null,
      busRoutes: list(routes.get(p.id), (r) => compact({ busRoute: r.busRoute, busRouteLink: r.busRouteLink })),
      photos: await folder(p.photosFolderId),
      faqs: list(p.faqs, (q) => ({ question: q.question, answer: q.answer })),
      floorplans: await Promise.all((plansOf.get(p.id) ?? []).map(exportFloorplan)),
    });
  };

  const listing = {
    properties: await Promise.all(propertyRows.map(exportProperty)),
    homePageSpecials: await Promise.all(
      homeRows.map(async (h) =>
        compact({
          title: h.title,
          description: h.description || null,
          details: h.details || null,
          image: await single(h.imageId),
          startDate: h.startDate,
          endDate: h.endDate,
          properties: h.properties.length ? h.properties : null,
        }),
      ),
    ),
    announcements: announcementRows.map((a) =>
      compact({ text: a.text, link: a.link, linkText: a.linkText, startDate: a.startDate, endDate: a.endDate }),
    ),
    teamMembers: await Promise.all(
      teamRows.map(async (t) => compact({ name: t.name, email: t.email, jobTitle: t.jobTitle, photoLink: await single(t.photoId), blogLink: t.blogLink })),
    ),
    sublets: [],
  };
  return { listing, files };
}
