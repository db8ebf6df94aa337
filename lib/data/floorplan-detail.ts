import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { distinctAmenities, sortAmenities } from '../domain/amenities';
import { floorplanFaqs } from '../domain/faqs';
import { isGarageFloorplan, isListedProperty, listedFloorplans } from '../domain/listing-rules';
import type { Db } from './db';
import { latest, loadAssets, loadListingSubset, loadPropertyDetail, toShortTermPrices, type FloorplanRow } from './detail-rows';
import type { FloorplanDetail } from './detail-types';
import { getFolderImages } from './folder-images';
import { DEFAULT_IMAGE, imageRefFromAsset } from './images';
import { amenities, floorplans, similarFloorplans, testimonials, utilities, variations } from './schema';

/**
 * Everything the floor plan page shows, or null when the id is unknown or the floor plan is not
 * listed (inactive, GARAGE style, or its property inactive or named like a garage).
 */
export async function loadFloorplanDetail(db: Db, id: string): Promise<FloorplanDetail | null> {
  const [row] = await db.select().from(floorplans).where(eq(floorplans.id, id)).limit(1);
  if (!row || !row.active || isGarageFloorplan(row)) return null;
  const property = await loadPropertyDetail(db, row.propertyId);
  if (!property || !isListedProperty(property)) return null;

  const [subset, amenityRows, utilityRows, variationRows, testimonialRows, similarRows] = await Promise.all([
    loadListingSubset(db, [row]),
    db.select().from(amenities).where(eq(amenities.floorplanId, id)).orderBy(asc(amenities.position), asc(amenities.id)),
    db.select().from(utilities).where(eq(utilities.floorplanId, id)).orderBy(asc(utilities.position), asc(utilities.id)),
    db.select().from(variations).where(eq(variations.floorplanId, id)).orderBy(asc(variations.position), asc(variations.id)),
    db.select().from(testimonials).where(eq(testimonials.floorplanId, id)).orderBy(asc(testimonials.position), asc(testimonials.id)),
    db
      .select()
      .from(similarFloorplans)
      .where(eq(similarFloorplans.floorplanId, id))
      .orderBy(asc(similarFloorplans.position)),
  ]);
  const floorplan = listedFloorplans(subset)[0];
  if (!floorplan) return null;

  const label = `${row.name} at ${property.name}`;
  const [folder, coverRows, similar] = await Promise.all([
    row.photosFolderId ? getFolderImages(db, row.photosFolderId, label) : Promise.resolve([]),
    loadAssets(db, [row.coverImageId]),
    loadSimilar(db, id, similarRows.map((s) => s.similarToId)),
  ]);
  const cover = imageRefFromAsset(row.coverImageId ? coverRows.get(row.coverImageId) : null, label) ?? folder[0] ?? { ...DEFAULT_IMAGE, alt: label };
  const photos = folder.length > 0 ? folder : [cover];

  return {
    floorplan,
    shortTermPrices: toShortTermPrices(row),
    property,
    photos,
    coverImage: cover,
    amenities: sortAmenities(distinctAmenities(amenityRows.map((a) => ({ name: a.name, featured: a.featured, type: a.type })))),
    utilities: utilityRows.map((u) => ({ name: u.name, type: u.type, averageMonthlyBill: u.averageMonthlyBill })),
    variations: variationRows.map((v) => v.variation),
    testimonials: testimonialRows.map((t) => ({ testimonial: t.testimonial, tenant: t.tenant })),
    similar,
    faqs: floorplanFaqs(row.faqs, property.faqs),
    updatedAt: row.updatedAt.toISOString(),
    lastModified: latest([row.updatedAt, property.updatedAt]) ?? row.updatedAt.toISOString(),
  };
}

/** The similar floor plans that are listed, in the stored order, without the plan itself. */
async function loadSimilar(db: Db, id: string, similarIds: string[]) {
  const wanted = similarIds.filter((similarId) => similarId !== id);
  if (wanted.length === 0) return [];
  const rows: FloorplanRow[] = await db.select().from(floorplans).where(inArray(floorplans.id, wanted));
  const listed = listedFloorplans(await loadListingSubset(db, rows));
  const byId = new Map(listed.map((f) => [f.id, f]));
  return wanted.map((similarId) => byId.get(similarId)).filter((f) => f !== undefined);
}
