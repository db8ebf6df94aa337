import type { VideoPoster } from '@/components/media/VideoFacade';
import type { Video } from '@/lib/domain/video';

/**
 * What a tour button asks for, carried in its markup: the buttons are rendered on the server and
 * one page-wide listener (components/layout/DelegatedActions.tsx) opens the video modal for the
 * button pressed.
 */
export interface TourRequest {
  video: Video;
  /** The dialog's title, e.g. "Video Tour: Aspen". */
  title: string;
  poster: VideoPoster | null;
}

/** Holds the video's URL; the button's accessible name is the dialog's title. */
export const TOUR_ATTRIBUTE = 'data-tour';
const TYPE_ATTRIBUTE = 'data-tour-type';
const POSTER_ATTRIBUTE = 'data-tour-poster';
const POSTER_ALT_ATTRIBUTE = 'data-tour-poster-alt';
const POSTER_REMOTE_ATTRIBUTE = 'data-tour-poster-remote';

/**
 * A button's attributes for a video and its poster. Plain attributes rather than one of JSON: a
 * list page carries them twice (its HTML and React's payload), and JSON's quotes are escaped in
 * both, which made the home page's tour data 28 kB (docs/performance-log.md "Lighter cards").
 */
export function tourAttributes(video: Video, poster: VideoPoster | null): Record<string, string> {
  const attributes: Record<string, string> = { [TOUR_ATTRIBUTE]: video.url, [TYPE_ATTRIBUTE]: video.type };
  if (poster) attributes[POSTER_ATTRIBUTE] = poster.src;
  if (poster?.alt) attributes[POSTER_ALT_ATTRIBUTE] = poster.alt;
  if (poster?.remote) attributes[POSTER_REMOTE_ATTRIBUTE] = '';
  return attributes;
}

/** The request of a tour button; null when it is not one (nothing opens). */
export function readTourRequest(button: Element): TourRequest | null {
  const url = button.getAttribute(TOUR_ATTRIBUTE);
  const type = button.getAttribute(TYPE_ATTRIBUTE);
  const title = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
  if (!url || (type !== 'video' && type !== 'other') || !title) return null;
  const src = button.getAttribute(POSTER_ATTRIBUTE);
  const alt = button.getAttribute(POSTER_ALT_ATTRIBUTE);
  const poster: VideoPoster | null = src
    ? { src, ...(alt ? { alt } : {}), ...(button.hasAttribute(POSTER_REMOTE_ATTRIBUTE) ? { remote: true } : {}) }
    : null;
  return { video: { type, url }, title, poster };
}
