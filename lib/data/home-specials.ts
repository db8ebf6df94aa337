import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { HomePageSpecial } from '../domain/listing-types';
import { sanitizeSpecialDetails } from '../html/sanitize-special-details';
import type { Db } from './db';
import { imageRefFromAsset, type ImageRef } from './images';
import { assets, homePageSpecials } from './schema';

/** A home-page special as pages show it: `details` already sanitized, its image resolved. */
export interface HomePageSpecialView extends HomePageSpecial {
  id: number;
  imageRef: ImageRef | null;
}

/**
 * Every home-page special in order, current or not (the rules in lib/domain/specials.ts pick
 * what shows). `details` is sanitized here, on the server, once per cache fill.
 */
export async function loadHomePageSpecials(db: Db): Promise<HomePageSpecialView[]> {
  const rows = await db.select().from(homePageSpecials).orderBy(asc(homePageSpecials.position), asc(homePageSpecials.id));
  const imageIds = [...new Set(rows.map((row) => row.imageId).filter((id): id is string => Boolean(id)))];
  const imageRows = imageIds.length ? await db.select().from(assets).where(inArray(assets.id, imageIds)) : [];
  const images = new Map(imageRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const imageRef = row.imageId ? imageRefFromAsset(images.get(row.imageId), row.title) : null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      details: sanitizeSpecialDetails(row.details),
      image: imageRef?.src ?? null,
      imageRef,
      startDate: row.startDate,
      endDate: row.endDate,
      properties: row.properties,
    };
  });
}
