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

/** The placeholder of a listing card: photo, heading and two lines. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card} aria-hidden="true">
      <Skeleton className={styles.cardMedia} />
      <div className={styles.cardBody}>
        <Skeleton shape="text" width="70%" height="1.4em" />
        <Skeleton shape="text" width="45%" />
        <Skeleton shape="text" width="90%" />
      </div>
    </div>
  );
}

export interface SkeletonGridProps {
  /** How many cards (docs/product.md#constants: 8 for listings, 3 for the team). */
  count?: number;
  /** Announced to screen readers, e.g. "Loading floor plans". */
  label?: string;
  className?: string;
}

/** A grid of card skeletons, announced as a busy status region. */
export function SkeletonGrid({ count = 8, label = 'Loading', className }: SkeletonGridProps) {
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>{label}</span>
      <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </div>
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
