import { NextResponse } from 'next/server';
import { getDb } from '@/lib/data/client';
import { getCachedFolderImages } from '@/lib/data/cached';
import { loadListedSubletFolder } from '@/lib/data/sublets';
import { LISTING_REVALIDATE_SECONDS } from '@/lib/cache-tags';
import { log } from '@/lib/log';
import { ASK_EACH_TIME } from '@/lib/http/responses';
import { otherMethods } from '@/lib/http/other-methods';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/** Folder ids as the import writes them ('floorplan:{id}', 'property:{id}'), or any plain id. */
const FOLDER_ID = /^[A-Za-z0-9:_-]{1,200}$/;
const SUBLET_FOLDER = 'sublet:';

/**
 * GET /api/photo-folders/{folderId} → `{ images: ImageRef[] }`, the folder's photos in order
 * (docs/product.md: a card's right arrow loads them). Unknown folders give an empty list (the cover
 * stays); a malformed id is a 400. Cached on the server by tag and in the browser briefly.
 *
 * A sublet's folder (`sublet:{id}`) is read fresh and answered only while the sublet is listed:
 * an unknown, pending, expired or deleted sublet is a 404, all alike, and no cache reuses an answer
 * (a listing taken down must not stay readable from a cache).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ folderId: string }> }) {
  const { folderId } = await params;
  if (!FOLDER_ID.test(folderId)) {
    return NextResponse.json({ message: 'Unknown photo folder', errors: { folderId: 'Not a folder id' } }, { status: 400 });
  }
  try {
    return await folderResponse(folderId);
  } catch (error) {
    // The database is unreachable: a temporary failure, said so (the card keeps its cover).
    log.error('photo_folder.failed', error);
    return NextResponse.json({ message: 'Photos are unavailable right now. Please try again shortly.' }, { status: 503, headers: { ...ASK_EACH_TIME, 'Retry-After': '10' } });
  }
}

async function folderResponse(folderId: string): Promise<Response> {
  if (folderId.startsWith(SUBLET_FOLDER)) {
    const images = await loadListedSubletFolder(await getDb(), folderId.slice(SUBLET_FOLDER.length), new Date());
    if (!images) return NextResponse.json({ message: 'Unknown photo folder' }, { status: 404, headers: ASK_EACH_TIME });
    return NextResponse.json({ images }, { headers: ASK_EACH_TIME });
  }
  const images = await getCachedFolderImages(folderId);
  return NextResponse.json(
    { images },
    { headers: { 'Cache-Control': `public, max-age=${LISTING_REVALIDATE_SECONDS}, stale-while-revalidate=600` } },
  );
}
