import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'block' | 'circle';
  /** CSS length, e.g. "60%" or "12rem". */
  width?: string;
  height?: string;
  className?: string;
}

/** A grey placeholder block (decorative). Server-safe. */
export function Skeleton({ shape = 'block', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.block({ shape })} ${className}` : styles.block({ shape })}
      style={{ width, height }}
    />
  );
}

/** Placeholders of a loading gallery (docs/product.md#constants): 20 in a grid, otherwise 6. */
export const GALLERY_SKELETON_COUNT = { grid: 20, row: 6 } as const;

export interface GallerySkeletonProps {
  /** 'grid': tiles in rows and columns; 'row': one scrolling row. */
  layout: keyof typeof GALLERY_SKELETON_COUNT;
  /** Announced to screen readers, e.g. "Loading more pictures". */
  label: string;
}

/** A loading gallery: its placeholder tiles, announced as a busy status region. */
export function GallerySkeleton({ layout, label }: GallerySkeletonProps) {
  return (
    <div role="status" aria-busy="true" className={styles.galleryStatus}>
      <span className={visuallyHidden}>{label}</span>
      <ul className={styles.gallery({ layout })} aria-hidden="true">
        {Array.from({ length: GALLERY_SKELETON_COUNT[layout] }, (_, index) => (
          <li key={index}>
            <Skeleton className={styles.galleryTile} />
          </li>
        ))}
      </ul>
    </div>
  );
}
