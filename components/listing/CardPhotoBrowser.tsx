'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { folderImagesUrl } from '@/components/media/photoFolders';
import { useFolderPhotos } from '@/components/media/useFolderPhotos';
import { visuallyHidden } from '@/styles/utilities.css';
import { CardImage, type CardPhoto } from './CardImage';
import * as styles from './CardPhotos.css';

export interface CardPhotoBrowserProps {
  cover: CardPhoto;
  folderId: string | null;
  photos?: readonly CardPhoto[] | undefined;
  label: string;
  sizes: string;
  /** The cover picture, rendered by the server. */
  children: ReactNode;
  /** The right arrow's icon, rendered by the server. */
  arrowIcon: ReactNode;
}

// Embla stays out of the page's first load: its chunk is fetched when an arrow is hovered,
// focused or pressed, and the slider renders only after a click, with Embla already here so that
// it opens on the second photo at once.
const loadSlider = () => import('@/components/ui/Slider').then(async (module) => (await module.loadSliderEngine(), module));
const Slider = lazy(() => loadSlider().then((module) => ({ default: module.Slider })));

type Status = 'cover' | 'loading' | 'slider' | 'empty';

/**
 * The interactive part of a card's photos: a right arrow that loads the photo folder (or takes
 * the known photos) and then shows a slider starting on the second photo. When the folder is
 * missing, empty or fails, the cover stays and the arrow goes. Embla loads only then. SWR holds
 * the folders read (useFolderPhotos): a card shown again, or another card of the same folder, does
 * not read it again.
 */
export function CardPhotoBrowser({ cover, folderId, photos: knownPhotos, label, sizes, children, arrowIcon }: CardPhotoBrowserProps) {
  const [opened, setOpened] = useState(false);
  const [slider, setSlider] = useState<'pending' | 'ready' | 'failed'>('pending');
  const known = knownPhotos?.length ? knownPhotos : null;
  const folderUrl = opened && !known && folderId ? folderImagesUrl(folderId) : null;
  const { photos: fetched, error, reader } = useFolderPhotos(folderUrl);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const focusArrow = useRef(false);

  // Without the slider's code there is nothing more to show: the folder counts as empty.
  const folder = slider === 'failed' || error ? [] : (known ?? fetched);
  const rest = folder?.filter((photo) => photo.src !== cover.src) ?? [];
  const status: Status = !opened ? 'cover' : !folder || slider === 'pending' ? 'loading' : rest.length === 0 ? 'empty' : 'slider';

  useEffect(() => {
    if (status === 'empty' && frameRef.current && document.activeElement === document.body) frameRef.current.focus();
  }, [status]);

  function open() {
    if ((!folderId && !known) || opened) return;
    focusArrow.current = true;
    setOpened(true);
    loadSlider().then(
      () => setSlider('ready'),
      () => setSlider('failed'),
    );
  }

  function onSlideSelected() {
    if (!focusArrow.current || !wrapperRef.current) return;
    focusArrow.current = false;
    const arrows = [...wrapperRef.current.querySelectorAll<HTMLButtonElement>('button:not([hidden])')];
    arrows.at(-1)?.focus({ preventScroll: true });
  }

  const coverFrame = (extra?: ReactNode) => (
    <div ref={frameRef} className={styles.frame} tabIndex={-1}>
      {children}
      {extra}
      {reader}
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
            {[cover, ...rest].map((photo, index) => (
              <div key={`${photo.src}-${index}`} className={styles.slide}>
                <CardImage photo={photo} sizes={sizes} eager={index < 2} />
              </div>
            ))}
          </Slider>
        </Suspense>
      </div>
    );
  }

  const canLoad = (folderId !== null || known !== null) && status !== 'empty';
  return coverFrame(
    <>
      {canLoad ? (
        <button
          type="button"
          className={styles.next}
          aria-label={`Next photo: ${label}`}
          aria-busy={status === 'loading' || undefined}
          onClick={open}
          onPointerEnter={() => void loadSlider().catch(() => {})}
          onFocus={() => void loadSlider().catch(() => {})}
        >
          {status === 'loading' ? <Spinner size="sm" /> : arrowIcon}
        </button>
      ) : null}
      <span className={visuallyHidden} role="status">
        {status === 'empty' ? 'No more photos' : ''}
      </span>
    </>,
  );
}
