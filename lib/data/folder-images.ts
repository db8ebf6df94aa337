import 'server-only';
import { inArray, eq } from 'drizzle-orm';
import type { Db } from './db';
import { compareAssetNames, imageRefFromAsset, type ImageRef } from './images';
import { assets } from './schema';

/**
 * A photo folder: the assets sharing `folderId`, ordered by the integer value of `name`
 * ascending (docs/product.md). An unknown folder gives an empty list (the cover image stays).
 */
export async function getFolderImages(db: Db, folderId: string, alt = ''): Promise<ImageRef[]> {
  const rows = await db.select().from(assets).where(eq(assets.folderId, folderId));
  return rows
    .sort(compareAssetNames)
    .map((row) => imageRefFromAsset(row, alt))
    .filter((ref): ref is ImageRef => ref !== null);
}

/** Several photo folders in one query (for lists of cards): folderId → its images in order. */
export async function getFoldersImages(db: Db, folderIds: readonly string[]): Promise<Map<string, ImageRef[]>> {
  const result = new Map<string, ImageRef[]>(folderIds.map((id) => [id, []]));
  if (folderIds.length === 0) return result;
  const rows = await db.select().from(assets).where(inArray(assets.folderId, [...new Set(folderIds)]));
  for (const row of rows.sort(compareAssetNames)) {
    const ref = imageRefFromAsset(row);
    if (ref && row.folderId) result.get(row.folderId)?.push(ref);
  }
  return result;
}
