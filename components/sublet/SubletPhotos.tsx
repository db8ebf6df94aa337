import { CardPhotos } from '@/components/listing/CardPhotos';
import type { ImageRef } from '@/lib/data/images';
import * as styles from './SubletPhotos.css';
import { widths } from '@/styles/breakpoints';

export interface SubletPhotosProps {
  photos: readonly ImageRef[];
  /** The listing's title: names the carousel and the photos. */
  title: string;
  /** The first photo is the page's largest image (preload it at high priority). */
  priority?: boolean;
  /** next/image `sizes` of one photo. */
  sizes?: string;
}

const CARD_SIZES = `${widths.desktop} 380px, ${widths.tablet} 50vw, 100vw`;

/**
 * A sublet's photos: the cover (the first photo), and a right arrow that shows the others in a
 * slider — like the listing cards, the slider's code loads only when the visitor asks for it.
 */
export function SubletPhotos({ photos, title, priority = false, sizes = CARD_SIZES }: SubletPhotosProps) {
  const [cover, ...rest] = photos;
  if (!cover) return null;
  return (
    <div className={styles.photos}>
      <CardPhotos cover={cover} folderId={null} photos={rest} label={`Photos of ${title}`} priority={priority} sizes={sizes} />
      {rest.length > 0 ? (
        <span className={styles.count}>
          {photos.length} photos
        </span>
      ) : null}
    </div>
  );
}
