import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { isListedProperty, listedFloorplans } from '../domain/listing-rules';
import type { Db } from './db';
import { latest, loadListingSubset, loadPropertyDetail } from './detail-rows';
import type { CommunityDetail } from './detail-types';
import { getFolderImages } from './folder-images';
import { floorplans, properties } from './schema';

/**
 * Everything a community page shows, or null when the id is unknown or the community is not
 * listed (inactive, or named like a garage). Both lease types have a page.
 */
export async function loadCommunityDetail(db: Db, id: string): Promise<CommunityDetail | null> {
  const property = await loadPropertyDetail(db, id);
  if (!property || !isListedProperty(property)) return null;
  const [[folderRow], floorplanRows] = await Promise.all([
    db.select({ photosFolderId: properties.photosFolderId }).from(properties).where(eq(properties.id, id)).limit(1),
    db.select().from(floorplans).where(eq(floorplans.propertyId, id)).orderBy(asc(floorplans.position), asc(floorplans.name)),
  ]);
  const [subset, folder] = await Promise.all([
    loadListingSubset(db, floorplanRows),
    folderRow?.photosFolderId ? getFolderImages(db, folderRow.photosFolderId, property.name) : Promise.resolve([]),
  ]);
  return {
    property,
    photos: folder.length > 0 ? folder : [property.coverImage],
    photosFolderId: folder.length > 0 ? (folderRow?.photosFolderId ?? null) : null,
    floorplans: listedFloorplans(subset),
    lastModified: latest([property.updatedAt, ...floorplanRows.map((f) => f.updatedAt)]) ?? property.updatedAt,
  };
}
