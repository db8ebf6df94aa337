import type { CSSProperties } from 'react';
import type { Photo } from './photoFolders';
import * as styles from './framing.css';

/**
 * How a picture sits in a frame of another shape (docs/photos.md, "Framing"): cut to the frame
 * (the frame's own `className`), or, when its whole edge is one flat colour (Photo.backdrop: a
 * layout drawing on white), shown whole on that colour, which then reads as the picture's own
 * margin. Props for SiteImage.
 */
export function framing(photo: Pick<Photo, 'backdrop'>, className: string): { className: string; style?: CSSProperties } {
  if (!photo.backdrop) return { className };
  return { className: `${className} ${styles.whole}`, style: { backgroundColor: photo.backdrop } };
}
