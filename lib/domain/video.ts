/**
 * Videos and virtual tours (docs/product.md Video: type `video` or `other`, and a url; docs/product.md#pages video
 * modal: a video-site player for type video, otherwise a virtual-tour frame by url).
 *
 * Decisions:
 * - A link is a `video` when it is a YouTube or Vimeo link whose video id can be read; any
 *   other http(s) link is `other` (a virtual tour such as Matterport, shown in a frame as is).
 *   Anything that is not an absolute http(s) URL (javascript:, data:, relative) is no video.
 * - Only the players and tour hosts of FRAME_ORIGINS open in a frame on the site (the security
 *   policy's frame-src names the same, lib/security/headers.ts). A tour elsewhere (Kuula, iGuide,
 *   a tour company's own site, a Google Maps link) opens in a new tab: a frame the policy or the
 *   host refuses would be a blank box where the visitor pressed "Virtual Tour".
 * - Embeds are privacy-friendly: YouTube through youtube-nocookie.com, Vimeo with dnt=1. The
 *   player only loads after a click (components/media/VideoFacade.tsx), so autoplay is on.
 */

export type VideoType = 'video' | 'other';

/** docs/product.md Video. */
export interface Video {
  type: VideoType;
  url: string;
}

export type VideoProvider = 'youtube' | 'vimeo';

/** The video players the site frames (the embeds of videoSiteEmbedUrl). */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
/** Virtual-tour hosts whose tour pages may be framed as they are. */
export const TOUR_ORIGINS = ['https://my.matterport.com'] as const;
/** Every origin a video or tour frame may load from. */
export const FRAME_ORIGINS: readonly string[] = [...PLAYER_ORIGINS, ...TOUR_ORIGINS];

export interface VideoSiteLink {
  provider: VideoProvider;
  /** The provider's video id. */
  id: string;
  /** Start offset in seconds, when the link has one. */
  start?: number;
  /** Vimeo's privacy hash of an unlisted video. */
  hash?: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The value as an absolute http(s) URL, or null. */
export function parseHttpUrl(value: string | null | undefined): URL | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/** '90', '90s', '1m30s', '1h2m3s' → seconds; anything else: undefined. */
function parseStart(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d{1,6}s?$/.test(value)) return Number.parseInt(value, 10) || undefined;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,5})s)?$/.exec(value);
  if (!match || value === '') return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function youtubeLink(url: URL): VideoSiteLink | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts.length === 0 && url.searchParams.has('v')) id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = parseStart(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start === undefined ? { provider: 'youtube', id } : { provider: 'youtube', id, start };
}

function vimeoLink(url: URL): VideoSiteLink | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let index: number;
  if (host === 'player.vimeo.com') index = parts[0] === 'video' ? 1 : -1;
  else index = parts.findIndex((part) => VIMEO_ID.test(part));
  const id = index >= 0 ? parts[index] : undefined;
  if (!id || !VIMEO_ID.test(id)) return null;
  const pathHash = host === 'player.vimeo.com' ? undefined : parts[index + 1];
  const hash = url.searchParams.get('h') ?? pathHash;
  return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/** A recognised YouTube or Vimeo link, or null. */
export function parseVideoSiteLink(value: string | null | undefined): VideoSiteLink | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  return youtubeLink(url) ?? vimeoLink(url);
}

/**
 * docs/product.md Video of a link: `video` for a recognised video-site link, `other` for any other
 * http(s) link (a virtual tour), null when the link is missing or not http(s).
 */
export function videoFromLink(value: string | null | undefined): Video | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  return { type: parseVideoSiteLink(url.href) ? 'video' : 'other', url: url.href };
}

/** The player URL of a video-site link (privacy-enhanced, autoplaying: it loads on a click). */
export function videoSiteEmbedUrl(link: VideoSiteLink): string {
  if (link.provider === 'youtube') {
    const params = new URLSearchParams({ autoplay: '1', rel: '0', modestbranding: '1', playsinline: '1' });
    if (link.start) params.set('start', String(link.start));
    return `https://www.youtube-nocookie.com/embed/${link.id}?${params.toString()}`;
  }
  const params = new URLSearchParams({ dnt: '1', autoplay: '1' });
  if (link.hash) params.set('h', link.hash);
  return `https://player.vimeo.com/video/${link.id}?${params.toString()}`;
}

/**
 * What the video modal frames: the player for a `video`, the tour page itself for `other`.
 * Null when it cannot be shown (not http(s), or a `video` whose link is not recognised).
 */
export function videoEmbedUrl(video: Video): string | null {
  const url = parseHttpUrl(video.url);
  if (!url) return null;
  if (video.type === 'other') return url.href;
  const link = parseVideoSiteLink(url.href);
  return link ? videoSiteEmbedUrl(link) : null;
}

/**
 * Whether the video or tour opens in a frame on the site: its frame's URL (videoEmbedUrl) is on
 * one of FRAME_ORIGINS. Otherwise it opens in a new tab.
 */
export function opensInFrame(video: Video): boolean {
  const src = videoEmbedUrl(video);
  return src !== null && FRAME_ORIGINS.includes(new URL(src).origin);
}

/** The host a visitor is told the frame loads from ('YouTube', 'Vimeo', 'my.matterport.com'). */
export function videoSourceName(video: Video): string {
  const link = video.type === 'video' ? parseVideoSiteLink(video.url) : null;
  if (link) return link.provider === 'youtube' ? 'YouTube' : 'Vimeo';
  return parseHttpUrl(video.url)?.hostname.replace(/^www\./, '') ?? '';
}

/** The tours a floor plan or unit offers, in the order the card shows their buttons. */
export type TourKind = 'threeSixty' | 'video' | 'virtual';

export interface Tour {
  kind: TourKind;
  label: string;
  video: Video;
}

export const TOUR_LABELS: Record<TourKind, string> = {
  threeSixty: '360° Tour',
  video: 'Video Tour',
  virtual: 'Virtual Tour',
};

/**
 * The tours of a listing from its links (each shown when its link is an http(s) URL). A
 * video or 360° link that is not a video-site link is still framed as a page (type `other`).
 */
export function listingTours(links: {
  threeSixtyVideoTourLink?: string | null;
  videoTourLink?: string | null;
  virtualTourLink?: string | null;
}): Tour[] {
  const tours: Tour[] = [];
  const add = (kind: TourKind, link: string | null | undefined) => {
    const video = videoFromLink(link);
    if (video) tours.push({ kind, label: TOUR_LABELS[kind], video });
  };
  add('threeSixty', links.threeSixtyVideoTourLink);
  add('video', links.videoTourLink);
  add('virtual', links.virtualTourLink);
  return tours;
}
