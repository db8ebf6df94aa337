'use client';

import { useState } from 'react';
import { VideoModal } from '@/components/media/VideoModal';
import type { VideoPoster } from '@/components/media/VideoFacade';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { Tour, TourKind } from '@/lib/domain/video';
import * as card from './ListingCard.css';

export interface TourButtonsProps {
  /** From listingTours() (lib/domain/video.ts). */
  tours: readonly Tour[];
  /** What the tours show, e.g. "Aspen" — used in names and the modal title. */
  name: string;
  /** A still from our own assets for the video facade. */
  poster?: VideoPoster | null;
}

const ICONS: Record<TourKind, IconName> = { threeSixty: '360', video: 'video', virtual: 'tour' };

/** The 360°, video and virtual tour buttons of a card; each opens the video modal. */
export function TourButtons({ tours, name, poster }: TourButtonsProps) {
  const [open, setOpen] = useState<Tour | null>(null);
  if (tours.length === 0) return null;
  return (
    <>
      {tours.map((tour) => (
        <button
          key={tour.kind}
          type="button"
          className={card.smallAction}
          aria-haspopup="dialog"
          aria-label={`${tour.label}: ${name}`}
          onClick={() => setOpen(tour)}
        >
          <Icon name={ICONS[tour.kind]} />
          {tour.label}
        </button>
      ))}
      <VideoModal
        open={open !== null}
        onClose={() => setOpen(null)}
        video={open?.video ?? null}
        title={open ? `${open.label}: ${name}` : name}
        poster={poster}
      />
    </>
  );
}
