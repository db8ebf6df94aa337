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

export const TOUR_ATTRIBUTE = 'data-tour';

export function encodeTourRequest(request: TourRequest): string {
  return JSON.stringify(request);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The request of a button's attribute; null when it is not one (nothing opens). */
export function decodeTourRequest(text: string | null): TourRequest | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.title !== 'string' || !isRecord(value.video)) return null;
  const { type, url } = value.video;
  if ((type !== 'video' && type !== 'other') || typeof url !== 'string') return null;
  const poster = isRecord(value.poster) && typeof value.poster.src === 'string' ? (value.poster as unknown as VideoPoster) : null;
  return { video: { type, url }, title: value.title, poster };
}
