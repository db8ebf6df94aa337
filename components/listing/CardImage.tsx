import type { Photo } from '@/components/media/photoFolders';
import { framing } from '@/components/media/framing';
import { SiteImage } from '@/components/media/SiteImage';
import * as styles from './CardPhotos.css';

/** One photo as a card shows it (remote images skip the optimizer). */
export type CardPhoto = Photo;

/**
 * A card photo, cut to the card's frame, or shown whole on its edge colour when it has one (a
 * layout drawing: docs/photos.md, "Framing"); one that cannot be loaded shows the site's default
 * image (components/media/SiteImage.tsx).
 * Lazy unless `eager` (or `priority`, which also preloads it): a listing's cards sit below its
 * page's first screen, where a preloaded cover would take a phone's bandwidth from what is in it.
 */
export function CardImage({ photo, sizes, eager = false, priority = false }: { photo: CardPhoto; sizes: string; eager?: boolean; priority?: boolean }) {
  return (
    <SiteImage
      src={photo.src}
      alt={photo.alt}
      fill
      sizes={sizes}
      {...framing(photo, styles.image)}
      loading={priority ? undefined : eager ? 'eager' : 'lazy'}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      unoptimized={photo.remote}
    />
  );
}
