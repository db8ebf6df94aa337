'use client';

import Image from 'next/image';
import { Slider } from '@/components/ui/Slider';
import type { ImageRef } from '@/lib/data/images';
import * as styles from './SubletPhotos.css';

export interface SubletPhotosProps {
  photos: readonly ImageRef[];
  /** The listing's title: names the carousel and the photos. */
  title: string;
  /** The first photo is the page's largest image (load it eagerly). */
  priority?: boolean;
  /** next/image `sizes` of one photo. */
  sizes?: string;
}

const CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw';

function Photo({ photo, index, count, priority, sizes }: { photo: ImageRef; index: number; count: number; priority: boolean; sizes: string }) {
  return (
    <div className={styles.frame}>
      <Image
        src={photo.src}
        alt={photo.alt}
        fill
        sizes={sizes}
        className={styles.image}
        unoptimized={photo.remote}
        preload={priority && index === 0}
        fetchPriority={priority && index === 0 ? 'high' : undefined}
        loading={priority && index === 0 ? undefined : 'lazy'}
      />
      {count > 1 ? (
        <span className={styles.count} aria-hidden="true">
          {index + 1} / {count}
        </span>
      ) : null}
    </div>
  );
}

/** A sublet's photos (the first is the cover): one image, or the Slider when there are several. */
export function SubletPhotos({ photos, title, priority = false, sizes = CARD_SIZES }: SubletPhotosProps) {
  if (photos.length <= 1) {
    const [photo] = photos;
    return photo ? <Photo photo={photo} index={0} count={1} priority={priority} sizes={sizes} /> : null;
  }
  return (
    <Slider
      label={`Photos of ${title}`}
      previousLabel={`Previous photo of ${title}`}
      nextLabel={`Next photo of ${title}`}
      slideLabel={(index, count) => `Photo ${index + 1} of ${count}`}
      className={styles.slider}
    >
      {photos.map((photo, index) => (
        <Photo key={`${photo.src}-${index}`} photo={photo} index={index} count={photos.length} priority={priority} sizes={sizes} />
      ))}
    </Slider>
  );
}
