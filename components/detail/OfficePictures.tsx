'use client';

import { SiteImage } from '@/components/media/SiteImage';
import { useState } from 'react';
import { ImageModal } from '@/components/media/ImageModal';
import type { ImageRef } from '@/lib/data/images';
import * as styles from './LocationCard.css';
import { widths } from '@/styles/breakpoints';

interface Picture {
  image: ImageRef;
  title: string;
}

/** The leasing office's map and photo as thumbnails; each opens the image modal. */
export function OfficePictures({ pictures }: { pictures: readonly Picture[] }) {
  const [open, setOpen] = useState<Picture | null>(null);
  if (pictures.length === 0) return null;
  return (
    <>
      <ul className={styles.pictures}>
        {pictures.map((picture) => (
          <li key={picture.title} className={styles.picture}>
            <button type="button" className={styles.pictureButton} onClick={() => setOpen(picture)}>
              <span className={styles.pictureFrame}>
                <SiteImage
                  src={picture.image.src}
                  alt=""
                  fill
                  sizes={`${widths.desktop} 16rem, 45vw`}
                  className={styles.pictureImage}
                  unoptimized={picture.image.remote}
                />
              </span>
              <span className={styles.pictureLabel}>{picture.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <ImageModal open={open !== null} onClose={() => setOpen(null)} image={open?.image ?? null} title={open?.title ?? ''} />
    </>
  );
}
