import { NextResponse } from 'next/server';
import { getCachedFolderImages } from '@/lib/data/cached';
import { LISTING_REVALIDATE_SECONDS } from '@/lib/cache-tags';

/** Folder ids as the import writes them ('floorplan:{id}', 'property:{id}'), or any plain id. */
const FOLDER_ID = /^[A-Za-z0-9:_-]{1,200}$/;

/**
 * GET /api/photo-folders/{folderId} → `{ images: ImageRef[] }`, the folder's photos in order
 * (SPEC §4: a card's right arrow loads them). Unknown folders give an empty list (the cover
 * stays); a malformed id is a 400. Cached on the server by tag and in the browser briefly.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ folderId: string }> }) {
  const { folderId } = await params;
  if (!FOLDER_ID.test(folderId)) {
    return NextResponse.json({ message: 'Unknown photo folder', errors: { folderId: 'Not a folder id' } }, { status: 400 });
  }
  const images = await getCachedFolderImages(folderId);
  return NextResponse.json(
    { images },
    { headers: { 'Cache-Control': `public, max-age=${LISTING_REVALIDATE_SECONDS}, stale-while-revalidate=600` } },
  );
}
