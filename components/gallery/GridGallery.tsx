'use client';

import { SiteImage } from '@/components/media/SiteImage';
import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ImageRef } from '@/lib/data/images';
import { visuallyHidden } from '@/styles/utilities.css';
import { GalleryModal } from './GalleryModal';
import * as styles from './GridGallery.css';

export const MORE_PICTURES_LABEL = 'More Pictures';

export interface GridGalleryProps {
  images: readonly ImageRef[];
  /** Names the gallery, e.g. "Photos of Kirkwood Commons". */
  label: string;
  /** Pictures shown before 'More Pictures' (default 3). */
  initialCount?: number;
  /** The first picture is the page's largest image: load it first. */
  priority?: boolean;
}

/**
 * The grid gallery (docs/product.md#pages): the first pictures in a grid (the first one large), 'More
 * Pictures' shows the rest; any picture opens the modal gallery, which wraps at both ends.
 */
export function GridGallery({ images, label, initialCount = 3, priority = false }: GridGalleryProps) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = expanded ? images : images.slice(0, initialCount);
  const hidden = images.length - shown.length;

  function showMore() {
    const firstNew = shown.length;
    setExpanded(true);
    // Focus the first picture that appeared, so keyboard users continue from there.
    requestAnimationFrame(() => listRef.current?.querySelectorAll('button')[firstNew]?.focus());
  }

  if (images.length === 0) return null;
  return (
    <div className={styles.gallery}>
      <ul ref={listRef} className={styles.grid} aria-label={label} data-count={Math.min(shown.length, 3)}>
        {shown.map((image, index) => (
          <li key={`${image.src}-${index}`} className={index === 0 ? styles.lead : styles.item}>
            <button type="button" className={styles.button} onClick={() => setOpen(index)}>
              <SiteImage
                src={image.src}
                alt=""
                fill
                sizes={index === 0 ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 30vw, 50vw'}
                preload={priority && index === 0}
                fetchPriority={priority && index === 0 ? 'high' : undefined}
                className={styles.image}
                unoptimized={image.remote}
              />
              <span className={visuallyHidden}>
                Open picture {index + 1} of {images.length}
                {image.alt ? `: ${image.alt}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className={styles.more} onClick={showMore}>
          <Icon name="image" />
          {MORE_PICTURES_LABEL}
          <span className={styles.moreCount}>({hidden})</span>
        </button>
      ) : null}
      <GalleryModal images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={label} />
    </div>
  );
}
