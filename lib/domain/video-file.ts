/**
 * A direct video file (a self-hosted or short clip) rather than a video-site page: it plays
 * in our own <video> player (components/media/VideoPlayer.tsx) instead of a site's frame.
 */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;

export function isDirectVideoFile(link: string | null | undefined): boolean {
  if (typeof link !== 'string' || link.trim() === '') return false;
  const text = link.trim();
  let path: string;
  if (text.startsWith('/') && !text.startsWith('//')) path = text.split(/[?#]/)[0] ?? '';
  else {
    try {
      const url = new URL(text);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
      path = url.pathname;
    } catch {
      return false;
    }
  }
  return VIDEO_FILE.test(path);
}
