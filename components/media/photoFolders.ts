import type { ImageRef } from '@/lib/data/images';

/** A photo as a browser gets it from a photo folder: what a card, a gallery and its modal show. */
export type Photo = Pick<ImageRef, 'src' | 'alt' | 'remote' | 'backdrop'>;

/** GET /api/photo-folders/{folderId}: one folder's photos in order (SWR's key for the folder). */
export function folderImagesUrl(folderId: string): string {
  return `/api/photo-folders/${encodeURIComponent(folderId)}`;
}

/** SWR's fetcher for folderImagesUrl: the folder's photos, checked (rejects on a failed read). */
export async function fetchFolder(url: string): Promise<Photo[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { images?: { src?: unknown; alt?: unknown; remote?: unknown; backdrop?: unknown }[] };
  return (body.images ?? [])
    .filter((image): image is { src: string; alt?: unknown; remote?: unknown; backdrop?: unknown } => typeof image.src === 'string')
    .map((image) => ({
      src: image.src,
      alt: typeof image.alt === 'string' ? image.alt : '',
      remote: image.remote === true,
      ...(typeof image.backdrop === 'string' && /^#[0-9a-f]{6}$/i.test(image.backdrop) ? { backdrop: image.backdrop } : {}),
    }));
}
