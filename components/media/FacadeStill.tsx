'use client';

import { useState, type ReactNode } from 'react';
import { reportPictureFailure } from './pictureFailure';
import { SiteImage } from './SiteImage';

/**
 * The still a click facade shows before its frame loads (a video's poster, a map's preview): one
 * of our own pictures, or `fallback` when there is none or it fails to load.
 */
export function FacadeStill({
  still,
  sizes,
  className,
  fallback,
}: {
  still: { src: string; remote?: boolean } | null | undefined;
  sizes: string;
  className: string;
  fallback: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (!still || failed) return fallback;
  return (
    <SiteImage
      src={still.src}
      alt=""
      fill
      sizes={sizes}
      className={className}
      unoptimized={still.remote}
      {...reportPictureFailure(() => setFailed(true))}
    />
  );
}
