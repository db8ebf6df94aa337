import { Icon } from '@/components/ui/Icon';
import { CardImage, type CardPhoto } from './CardImage';
import { CardPhotoBrowser } from './CardPhotoBrowser';

export type { CardPhoto } from './CardImage';
export { folderImagesUrl } from '@/components/media/photoFolders';

export interface CardPhotosProps {
  cover: CardPhoto;
  /** The photo folder the right arrow loads (docs/product.md); null: the cover only (or `photos`). */
  folderId: string | null;
  /** The other photos when they are already known (a sublet's): the arrow loads only the slider. */
  photos?: readonly CardPhoto[];
  /** Names the photo carousel, e.g. "Photos of Aspen". */
  label: string;
  /** The cover is the page's largest image: preload it at high priority. */
  priority?: boolean;
  /** The `sizes` of the card's image column. */
  sizes: string;
}

/**
 * A card's photos (docs/product.md): the cover, rendered here on the server, and the right arrow of the
 * one client island that loads the rest (CardPhotoBrowser). The cover and the arrow's icon are
 * handed to the island as finished markup, so hydrating a card costs one component.
 */
export function CardPhotos({ cover, folderId, photos, label, priority = false, sizes }: CardPhotosProps) {
  return (
    <CardPhotoBrowser cover={cover} folderId={folderId} photos={photos} label={label} sizes={sizes} arrowIcon={<Icon name="chevron-right" />}>
      <CardImage photo={cover} sizes={sizes} priority={priority} />
    </CardPhotoBrowser>
  );
}
