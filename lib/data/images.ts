/**
 * The image view model shared by every page and card, and its conversion from an `assets` row.
 * Client-safe (no DB access here): a client component may import DEFAULT_IMAGE for its
 * onError fallback. The folder query lives in ./folder-images.ts (server-only).
 */
import { driveImageUrl } from '../domain/asset-reference';
import type { assets } from './schema';

export interface ImageRef {
  /** `/assets/{storageKey}`, `/images/…`, or an absolute remote URL. */
  src: string;
  width: number | null;
  height: number | null;
  alt: string;
  /** A remote image (plain URL or cloud drive): next/image needs `unoptimized` for it. */
  remote: boolean;
  /**
   * '#rrggbb' when the picture's whole edge is that flat colour (a layout drawing): a frame of
   * another shape shows it whole on that colour instead of cutting it (docs/photos.md).
   */
  backdrop?: string;
}

export type AssetRow = typeof assets.$inferSelect;
type AssetFields = Pick<AssetRow, 'storageKey' | 'url' | 'driveId' | 'width' | 'height' | 'alt'> & Partial<Pick<AssetRow, 'backdrop'>>;

/** The site's default image: shown for a missing or unreachable image (docs/product.md#messages, docs/product.md#cards-and-media). */
export const DEFAULT_IMAGE: ImageRef = Object.freeze({
  src: '/images/default-image.jpg',
  width: 1200,
  height: 800,
  alt: '',
  remote: false,
});

/** The stand-in portrait for a team member without a photo. */
export const DEFAULT_AVATAR: ImageRef = Object.freeze({
  src: '/images/default-avatar.png',
  width: 256,
  height: 256,
  alt: '',
  remote: false,
});

/** Public path of a stored file. */
export function assetPath(storageKey: string): string {
  return `/assets/${storageKey}`;
}

/**
 * The view model of an asset row, or null when there is none or it points nowhere.
 * `alt` replaces the row's own alt text when the row has none.
 */
export function imageRefFromAsset(asset: AssetFields | null | undefined, alt = ''): ImageRef | null {
  if (!asset) return null;
  const text = asset.alt || alt;
  if (asset.storageKey) {
    const stored: ImageRef = { src: assetPath(asset.storageKey), width: asset.width, height: asset.height, alt: text, remote: false };
    return asset.backdrop ? { ...stored, backdrop: asset.backdrop } : stored;
  }
  if (asset.driveId) {
    return { src: driveImageUrl(asset.driveId), width: asset.width, height: asset.height, alt: text, remote: true };
  }
  if (asset.url) return { src: asset.url, width: asset.width, height: asset.height, alt: text, remote: true };
  return null;
}

/** Like imageRefFromAsset, with the default image (carrying `alt`) when there is no image. */
export function imageRefOrDefault(asset: AssetFields | null | undefined, alt = '', fallback: ImageRef = DEFAULT_IMAGE): ImageRef {
  return imageRefFromAsset(asset, alt) ?? { ...fallback, alt: asset?.alt || alt };
}

/** Photo folder order (docs/product.md): by the integer value of `name`, ascending; non-numbers last. */
export function compareAssetNames(a: { name: string }, b: { name: string }): number {
  const x = /^\s*-?\d+\s*$/.test(a.name) ? Number.parseInt(a.name, 10) : Number.POSITIVE_INFINITY;
  const y = /^\s*-?\d+\s*$/.test(b.name) ? Number.parseInt(b.name, 10) : Number.POSITIVE_INFINITY;
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
