import type { VideoPoster } from '@/components/media/VideoFacade';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { Tour, TourKind } from '@/lib/domain/video';
import * as card from './ListingCard.css';
import { tourAttributes } from './tourRequest';

export interface TourButtonsProps {
  /** From listingTours() (lib/domain/video.ts). */
  tours: readonly Tour[];
  /** What the tours show, e.g. "Aspen" — used in names and the modal title. */
  name: string;
  /** A still from our own assets for the video facade. */
  poster?: VideoPoster | null;
}

const ICONS: Record<TourKind, IconName> = { threeSixty: '360', video: 'video', virtual: 'tour' };

/**
 * The 360°, video and virtual tour buttons of a card, rendered on the server; each opens the
 * video modal through the page-wide listener (components/layout/DelegatedActions.tsx).
 */
export function TourButtons({ tours, name, poster = null }: TourButtonsProps) {
  return tours.map((tour) => {
    const title = `${tour.label}: ${name}`;
    return (
      <button
        key={tour.kind}
        type="button"
        className={card.smallAction}
        aria-haspopup="dialog"
        aria-label={title}
        {...tourAttributes(tour.video, poster)}
      >
        <Icon name={ICONS[tour.kind]} />
        {tour.label}
      </button>
    );
  });
}
