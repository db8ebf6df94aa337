import type { ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { DEFAULT_IMAGE } from '@/lib/data/images';
import { FALLBACK_ATTRIBUTE } from '@/lib/html/image-fallback';
import { imageProps } from './imageProps';
import * as styles from './SiteImage.css';

export type SiteImageProps = ImageProps & {
  /**
   * What shows when the picture cannot be loaded; the site's default image unless given. null:
   * the component shows something of its own instead (its onError), so the page-wide one keeps out.
   */
  fallbackSrc?: string | null;
};

/**
 * The site's picture: the <img> next/image would render (same optimizer URLs, srcset, sizes and
 * lazy loading, through imageProps.ts), marked with the fallback the page-wide listener
 * (lib/html/image-fallback.ts) puts in its place when it fails to load. A plain element, not
 * next/image's client component: a page of cards hydrates no component per picture
 * (docs/performance.md). `preload` asks React to preload it in the document head, as
 * next/image does.
 */
export function SiteImage({ fallbackSrc = DEFAULT_IMAGE.src, alt, ...rest }: SiteImageProps) {
  const { style, ...props } = imageProps({ alt, ...rest });
  // next/image's inline style as a class (SiteImage.css.ts), unless the caller styled it: a list
  // carried it in each card's HTML and again in React's payload (docs/performance.md).
  const own = rest.style ? { style } : { className: [rest.fill ? styles.fill : styles.sized, props.className].filter(Boolean).join(' ') };
  if (rest.preload) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // next/image's own element, rendered without its client component.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} {...own} alt={alt} {...(fallbackSrc === null ? {} : { [FALLBACK_ATTRIBUTE]: fallbackSrc })} />;
}
