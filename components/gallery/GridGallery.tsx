'use client';

import { framing } from '@/components/media/framing';
import { SiteImage } from '@/components/media/SiteImage';
import { useEffect, useRef, useState } from 'react';
import { folderImagesUrl, type Photo } from '@/components/media/photoFolders';
import { useFolderPhotos } from '@/components/media/useFolderPhotos';
import { Icon } from '@/components/ui/Icon';
import { GallerySkeleton } from '@/components/ui/Skeleton';
import { GRID_GALLERY_INITIAL } from '@/lib/domain/paging';
import { screenOnly, visuallyHidden } from '@/styles/utilities.css';
import { GalleryModal } from './GalleryModal';
import * as styles from './GridGallery.css';
import { tileButton, tileImage } from './photoTile.css';
import { widths } from '@/styles/breakpoints';

export const MORE_PICTURES_LABEL = 'More Pictures';
export const MORE_PICTURES_FAILED = 'The other pictures could not be loaded. Please try again.';

export interface GridGalleryProps {
  /** The pictures the page sends: the first ones, or all of them. */
  images: readonly Photo[];
  /** How many pictures the gallery has (default: images.length). */
  total?: number;
  /** The photo folder the rest come from when `images` holds only the first ones. */
  folderId?: string | null;
  /** Names the gallery, e.g. "Photos of Kirkwood Commons". */
  label: string;
  /** Pictures shown before 'More Pictures' (default GRID_GALLERY_INITIAL). */
  initialCount?: number;
  /** The first picture is the page's largest image: load it first. */
  priority?: boolean;
}

/**
 * The grid gallery (docs/product.md#pages): the first pictures in a grid (the first one large), 'More
 * Pictures' shows the rest; any picture opens the modal gallery, which wraps at both ends. When
 * the page sends only the first pictures, the rest are read from the photo folder when asked for
 * ('More Pictures' or opening a picture), with the gallery skeleton while they load.
 */
export function GridGallery({ images, total = images.length, folderId = null, label, initialCount = GRID_GALLERY_INITIAL, priority = false }: GridGalleryProps) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  const partial = folderId !== null && images.length < total;
  const folderUrl = partial && (expanded || open !== null) ? folderImagesUrl(folderId) : null;
  const { photos: folder, error, isLoading, retry, reader } = useFolderPhotos(folderUrl);
  const all = partial ? (folder?.length ? folder : images) : images;
  const count = partial && !folder ? total : all.length;
  const loading = expanded && partial && !folder && (isLoading || !error);
  const shown = expanded && !loading ? all : all.slice(0, initialCount);
  const hidden = count - shown.length;

  // Keyboard users continue from the first picture that appeared (once it is there).
  useEffect(() => {
    const first = focusFrom.current;
    if (first === null || loading || shown.length <= first) return;
    focusFrom.current = null;
    requestAnimationFrame(() => listRef.current?.querySelectorAll('button')[first]?.focus());
  }, [loading, shown.length]);

  function showMore() {
    focusFrom.current = shown.length;
    setExpanded(true);
    if (error) retry();
  }

  if (images.length === 0) return null;
  return (
    <div className={styles.gallery}>
      <ul ref={listRef} className={styles.grid} aria-label={label} data-count={Math.min(shown.length, 3)}>
        {shown.map((image, index) => (
          <li key={`${image.src}-${index}`} className={index === 0 ? styles.lead : styles.item}>
            <button type="button" className={tileButton} onClick={() => setOpen(index)}>
              <SiteImage
                src={image.src}
                alt=""
                fill
                sizes={index === 0 ? `${widths.desktop} 60vw, 100vw` : `${widths.desktop} 30vw, 50vw`}
                preload={priority && index === 0}
                fetchPriority={priority && index === 0 ? 'high' : undefined}
                {...framing(image, tileImage)}
                unoptimized={image.remote}
              />
              <span className={visuallyHidden}>
                Open picture {index + 1} of {count}
                {image.alt ? `: ${image.alt}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {loading ? <GallerySkeleton layout="grid" label="Loading more pictures" /> : null}
      {expanded && error && !loading ? (
        <p role="alert" className={styles.failed}>
          {MORE_PICTURES_FAILED}
        </p>
      ) : null}
      {hidden > 0 && !loading ? (
        <button type="button" className={`${styles.more} ${screenOnly}`} onClick={showMore}>
          <Icon name="image" />
          {MORE_PICTURES_LABEL}
          <span className={styles.moreCount}>({hidden})</span>
        </button>
      ) : null}
      {reader}
      <GalleryModal images={all} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} label={label} />
    </div>
  );
}
