'use client';

import { framing } from '@/components/media/framing';
import { SiteImage } from '@/components/media/SiteImage';
import { useState, type CSSProperties } from 'react';
import { GalleryModal } from '@/components/gallery/GalleryModal';
import { tileButton, tileImage } from '@/components/gallery/photoTile.css';
import { VideoFacade } from '@/components/media/VideoFacade';
import { VideoPlayer } from '@/components/media/VideoPlayer';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { ImageRef } from '@/lib/data/images';
import { heroGalleryPages, HERO_PAGE_SIZE } from '@/lib/domain/paging';
import { videoFromLink, type Video } from '@/lib/domain/video';
import { isDirectVideoFile } from '@/lib/domain/video-file';
import { screenOnly, visuallyHidden } from '@/styles/utilities.css';
import * as styles from './FloorplanHero.css';
import { widths } from '@/styles/breakpoints';

export type HeroView = 'photos' | 'video' | 'virtual' | 'threeSixty';

export interface FloorplanHeroProps {
  /** The floor plan's name (labels the gallery and the tours). */
  name: string;
  photos: readonly ImageRef[];
  cover: ImageRef;
  videoTourLink: string | null;
  virtualTourLink: string | null;
  threeSixtyVideoTourLink?: string | null;
}

interface TourView {
  view: Exclude<HeroView, 'photos'>;
  label: string;
  icon: IconName;
  link: string;
  video: Video;
}

const TILE_SIZES = `${widths.desktop} 25vw, 50vw`;

function cssVarName(reference: string) {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * The floor plan hero (docs/product.md): the photo view by default, 'Video Tour' and 'Virtual Tour'
 * views switched through badges. The photo view pages the photos: the first page holds 4 tiles
 * minus one per tour (the tours take those tiles), further pages 8. A photo opens the modal
 * gallery. Tours load nothing from their host until asked: a badge or tile is that click.
 */
export function FloorplanHero({ name, photos, cover, videoTourLink, virtualTourLink, threeSixtyVideoTourLink }: FloorplanHeroProps) {
  const [view, setView] = useState<HeroView>('photos');
  const [page, setPage] = useState(0);
  const [openPhoto, setOpenPhoto] = useState<number | null>(null);

  const tours: TourView[] = [];
  const addTour = (tour: Omit<TourView, 'video'>) => {
    const video = videoFromLink(tour.link);
    if (video || isDirectVideoFile(tour.link)) tours.push({ ...tour, video: video ?? { type: 'video', url: tour.link } });
  };
  if (videoTourLink) addTour({ view: 'video', label: 'Video Tour', icon: 'video', link: videoTourLink });
  if (virtualTourLink) addTour({ view: 'virtual', label: 'Virtual Tour', icon: 'tour', link: virtualTourLink });
  if (threeSixtyVideoTourLink) addTour({ view: 'threeSixty', label: '360° Tour', icon: '360', link: threeSixtyVideoTourLink });

  const hasVideoTour = tours.some((t) => t.view === 'video');
  const hasVirtualTour = tours.some((t) => t.view === 'virtual');
  const pages = heroGalleryPages(photos, { hasVideoTour, hasVirtualTour });
  const current = Math.min(page, pages.length - 1);
  const firstPageSize = pages[0]?.length ?? 0;
  const offset = current === 0 ? 0 : firstPageSize + (current - 1) * HERO_PAGE_SIZE;
  const pagePhotos = pages[current] ?? [];
  const tileTours = current === 0 ? tours.filter((t) => t.view === 'video' || t.view === 'virtual') : [];
  const activeTour = tours.find((t) => t.view === view);

  const badges: { view: HeroView; label: string; icon: IconName }[] = [
    { view: 'photos', label: 'Photos', icon: 'image' },
    ...tours.map((t) => ({ view: t.view, label: t.label, icon: t.icon })),
  ];

  return (
    <section className={styles.hero} aria-label={`Photos and tours of ${name}`}>
      {badges.length > 1 ? (
        <div className={`${styles.badges} ${screenOnly}`} role="group" aria-label="Hero view">
          {badges.map((badge) => (
            <button
              key={badge.view}
              type="button"
              className={styles.badge}
              aria-pressed={view === badge.view}
              onClick={() => setView(badge.view)}
            >
              <Icon name={badge.icon} />
              {badge.label}
            </button>
          ))}
        </div>
      ) : null}

      {view === 'photos' || !activeTour ? (
        <div className={styles.photoView} data-hero-view="photos">
          <ul
            className={current === 0 ? styles.firstPage : styles.page}
            aria-label={`Photos, page ${current + 1} of ${pages.length}`}
            style={current === 0 ? ({ [cssVarName(styles.restCount)]: String(Math.max(1, pagePhotos.length + tileTours.length - 1)) } as CSSProperties) : undefined}
          >
            {pagePhotos.map((photo, i) => {
              const lead = current === 0 && i === 0;
              return (
                <li key={`${photo.src}-${offset + i}`} className={lead ? styles.leadTile : styles.tile}>
                  <button type="button" className={tileButton} onClick={() => setOpenPhoto(offset + i)}>
                    <SiteImage
                      src={photo.src}
                      alt=""
                      fill
                      sizes={lead ? `${widths.desktop} 50vw, 100vw` : TILE_SIZES}
                      preload={lead}
                      fetchPriority={lead ? 'high' : undefined}
                      {...framing(photo, lead ? `${tileImage} ${styles.leadImage}` : tileImage)}
                      unoptimized={photo.remote}
                    />
                    <span className={visuallyHidden}>
                      View photo {offset + i + 1} of {photos.length}: {photo.alt || name}
                    </span>
                  </button>
                </li>
              );
            })}
            {tileTours.map((tour) => (
              <li key={tour.view} className={`${pagePhotos.length === 0 ? styles.leadTile : styles.tile} ${screenOnly}`}>
                <button type="button" className={`${tileButton} ${styles.tourTile}`} onClick={() => setView(tour.view)}>
                  <SiteImage src={cover.src} alt="" fill sizes={TILE_SIZES} className={styles.tourImage} unoptimized={cover.remote} />
                  <span className={styles.tourLabel}>
                    <span className={styles.tourIcon} aria-hidden="true">
                      <Icon name={tour.view === 'video' ? 'play' : tour.icon} size="1.5rem" />
                    </span>
                    <span>
                      <span className={visuallyHidden}>Show the </span>
                      {tour.label}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {pages.length > 1 ? (
            <div className={`${styles.pager} ${screenOnly}`}>
              <button type="button" className={styles.pagerButton} onClick={() => setPage(current - 1)} disabled={current === 0}>
                <Icon name="chevron-left" />
                Previous<span className={visuallyHidden}> photos</span>
              </button>
              <span aria-live="polite">
                Page {current + 1} of {pages.length}
              </span>
              <button type="button" className={styles.pagerButton} onClick={() => setPage(current + 1)} disabled={current >= pages.length - 1}>
                More<span className={visuallyHidden}> photos</span>
                <Icon name="chevron-right" />
              </button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.tourView} data-hero-view={activeTour.view}>
          {isDirectVideoFile(activeTour.link) ? (
            <VideoPlayer src={activeTour.link} title={`${activeTour.label} of ${name}`} poster={cover.src} />
          ) : (
            <VideoFacade
              key={activeTour.view}
              video={activeTour.video}
              title={`${activeTour.label} of ${name}`}
              poster={{ src: cover.src, remote: cover.remote }}
              autoLoad
              sizes="(min-width: 1200px) 1200px, 100vw"
            />
          )}
        </div>
      )}

      <GalleryModal images={photos} index={openPhoto} onIndexChange={setOpenPhoto} onClose={() => setOpenPhoto(null)} label={`Photos of ${name}`} />
    </section>
  );
}
