'use client';

import { useRef, type KeyboardEvent } from 'react';
import { LoadingImage } from '@/components/media/LoadingImage';
import { Icon } from '@/components/ui/Icon';
import { Modal } from '@/components/ui/Modal';
import type { Photo } from '@/components/media/photoFolders';
import { wrapIndex } from '@/lib/domain/paging';
import * as styles from './GalleryModal.css';

export interface GalleryModalProps {
  images: readonly Photo[];
  /** The picture shown; null: closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the gallery, e.g. "Photos of The Aster". */
  label: string;
}

/**
 * The modal gallery (docs/product.md): one picture at a time with a spinner until it loads;
 * Previous/Next (and the arrow keys; Next has the focus when it opens) wrap around at both ends; Escape, backdrop or the close
 * button close it and focus returns to the picture that opened it.
 */
export function GalleryModal({ images, index, onIndexChange, onClose, label }: GalleryModalProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const current = index === null ? -1 : wrapIndex(index, count);
  const image = current >= 0 ? images[current] : undefined;
  const go = (step: number) => onIndexChange(wrapIndex(current + step, count));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  }

  return (
    <Modal
      open={image !== undefined}
      onClose={onClose}
      title={label}
      size="xl"
      closeLabel="Close gallery"
      initialFocus={count > 1 ? nextRef : undefined}
    >
      {image ? (
        <div className={styles.gallery} onKeyDown={onKeyDown}>
          <figure className={styles.figure}>
            <LoadingImage key={image.src} image={image} priority />
            <figcaption className={styles.caption}>
              <span aria-live="polite" aria-atomic="true">
                Photo {current + 1} of {count}
              </span>
              {image.alt ? <span className={styles.alt}>{image.alt}</span> : null}
            </figcaption>
          </figure>
          {count > 1 ? (
            <div className={styles.nav}>
              <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label="Previous photo">
                <Icon name="chevron-left" size="1.5rem" />
              </button>
              <button ref={nextRef} type="button" className={styles.arrow} onClick={() => go(1)} aria-label="Next photo">
                <Icon name="chevron-right" size="1.5rem" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
