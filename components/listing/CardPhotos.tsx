'use client';

import { SiteImage } from '@/components/media/SiteImage';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './CardPhotos.css';

/** One photo as a card shows it. */
export interface CardPhoto {
  src: string;
  alt: string;
  /** Remote images skip the optimizer. */
  remote: boolean;
}

export interface CardPhotosProps {
  cover: CardPhoto;
  /** The photo folder the right arrow loads (SPEC §4); null: the cover only (or `photos`). */
  folderId: string | null;
  /** The other photos when they are already known (a sublet's): the arrow loads only the slider. */
  photos?: readonly CardPhoto[];
  /** Names the photo carousel, e.g. "Photos of Aspen". */
  label: string;
  /** Load the cover eagerly (cards in the first screenful); the rest load lazily. */
  eager?: boolean;
  /** The cover is the page's largest image: preload it at high priority. */
  priority?: boolean;
  /** The `sizes` of the card's image column. */
  sizes: string;
}

// Embla stays out of the page's first load: its chunk is fetched when an arrow is hovered,
// focused or pressed, and the slider renders only after a click.
const loadSlider = () => import('@/components/ui/Slider');
const Slider = lazy(() => loadSlider().then((module) => ({ default: module.Slider })));

type Status = 'cover' | 'loading' | 'slider' | 'empty';

export function folderImagesUrl(folderId: string): string {
  return `/api/photo-folders/${encodeURIComponent(folderId)}`;
}

async function fetchFolder(folderId: string): Promise<CardPhoto[]> {
  const response = await fetch(folderImagesUrl(folderId));
  if (!response.ok) return [];
  const body = (await response.json()) as { images?: { src?: unknown; alt?: unknown; remote?: unknown }[] };
  return (body.images ?? [])
    .filter((image): image is { src: string; alt?: unknown; remote?: unknown } => typeof image.src === 'string')
    .map((image) => ({ src: image.src, alt: typeof image.alt === 'string' ? image.alt : '', remote: image.remote === true }));
}

/** A card photo; one that cannot be loaded shows the site's default image (components/media/SiteImage.tsx). */
function CardImage({ photo, sizes, eager, priority = false }: { photo: CardPhoto; sizes: string; eager: boolean; priority?: boolean }) {
  return (
    <SiteImage
      src={photo.src}
      alt={photo.alt}
      fill
      sizes={sizes}
      className={styles.image}
      loading={priority ? undefined : eager ? 'eager' : 'lazy'}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      unoptimized={photo.remote}
    />
  );
}

/**
 * A card's photos: the cover, and a right arrow that loads the photo folder (or takes the known
 * photos) and then shows a slider (SPEC §4). When the folder is missing, empty or fails, the
 * cover stays. Embla loads only then.
 */
export function CardPhotos({ cover, folderId, photos: knownPhotos, label, eager = false, priority = false, sizes }: CardPhotosProps) {
  const [status, setStatus] = useState<Status>('cover');
  const [photos, setPhotos] = useState<CardPhoto[]>([]);
  const [message, setMessage] = useState('');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const focusArrow = useRef(false);

  useEffect(() => {
    if (status === 'empty' && frameRef.current && document.activeElement === document.body) frameRef.current.focus();
  }, [status]);

  async function loadFolder() {
    if ((!folderId && !knownPhotos?.length) || status === 'loading') return;
    setStatus('loading');
    let folder: CardPhoto[] = [];
    try {
      [folder] = await Promise.all([knownPhotos ? [...knownPhotos] : folderId ? fetchFolder(folderId) : [], loadSlider()]);
    } catch {
      folder = [];
    }
    const rest = folder.filter((photo) => photo.src !== cover.src);
    if (rest.length === 0) {
      setStatus('empty');
      setMessage('No more photos');
      return;
    }
    focusArrow.current = true;
    setPhotos([cover, ...rest]);
    setStatus('slider');
  }

  function onSlideSelected() {
    if (!focusArrow.current || !wrapperRef.current) return;
    focusArrow.current = false;
    const arrows = [...wrapperRef.current.querySelectorAll<HTMLButtonElement>('button:not([hidden])')];
    arrows.at(-1)?.focus({ preventScroll: true });
  }

  const coverFrame = (children?: ReactNode) => (
    <div ref={frameRef} className={styles.frame} tabIndex={-1}>
      <CardImage photo={cover} sizes={sizes} eager={eager} priority={priority} />
      {children}
    </div>
  );

  if (status === 'slider') {
    return (
      <div ref={wrapperRef}>
        <Suspense fallback={coverFrame()}>
          <Slider
            label={label}
            startIndex={1}
            className={styles.slider}
            previousLabel="Previous photo"
            nextLabel="Next photo"
            slideLabel={(index, count) => `Photo ${index + 1} of ${count}`}
            onSelect={onSlideSelected}
          >
            {photos.map((photo, index) => (
              <div key={`${photo.src}-${index}`} className={styles.slide}>
                <CardImage photo={photo} sizes={sizes} eager={index < 2} />
              </div>
            ))}
          </Slider>
        </Suspense>
      </div>
    );
  }

  const canLoad = (folderId !== null || Boolean(knownPhotos?.length)) && status !== 'empty';
  return coverFrame(
    <>
      {canLoad ? (
        <button
          type="button"
          className={styles.next}
          aria-label={`Next photo: ${label}`}
          aria-busy={status === 'loading' || undefined}
          onClick={loadFolder}
          onPointerEnter={() => void loadSlider()}
          onFocus={() => void loadSlider()}
        >
          {status === 'loading' ? <Spinner size="sm" /> : <Icon name="chevron-right" />}
        </button>
      ) : null}
      <span className={visuallyHidden} role="status">
        {message}
      </span>
    </>,
  );
}
