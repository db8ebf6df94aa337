'use client';

import { useState } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { DEFAULT_IMAGE } from '@/lib/data/images';
import { imageProps } from './imageProps';
import type { Photo } from './photoFolders';
import * as styles from './LoadingImage.css';
import { widths } from '@/styles/breakpoints';

export interface LoadingImageProps {
  image: Photo;
  sizes?: string;
  /** Load before anything else (the first picture a modal opens on). */
  priority?: boolean;
}

/**
 * A picture contained in a stage, with a spinner until it has loaded (docs/product.md#pages image modal).
 * A picture that fails shows the site's default image. Remount it (key) for a new picture.
 */
export function LoadingImage({ image, sizes = `${widths.desktop} 62rem, 100vw`, priority = false }: LoadingImageProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const shown = state === 'failed' ? { ...DEFAULT_IMAGE, alt: image.alt } : image;
  return (
    <div className={styles.stage} aria-busy={state === 'loading'}>
      {/* next/image's element, without its client component (imageProps.ts). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        {...imageProps({
          src: shown.src,
          alt: shown.alt,
          fill: true,
          sizes,
          loading: priority ? 'eager' : 'lazy',
          fetchPriority: priority ? 'high' : undefined,
          className: styles.image,
          unoptimized: shown.remote,
        })}
        alt={shown.alt}
        onLoad={() => setState((current) => (current === 'failed' ? current : 'loaded'))}
        onError={() => setState((current) => (current === 'failed' ? 'loaded' : 'failed'))}
        data-loaded={state === 'loaded' ? 'true' : 'false'}
      />
      {state === 'loading' ? (
        <span className={styles.spinner}>
          <Spinner size="lg" label="Loading picture" />
        </span>
      ) : null}
    </div>
  );
}
