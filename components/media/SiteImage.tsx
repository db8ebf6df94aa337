import Image, { type ImageProps } from 'next/image';
import { DEFAULT_IMAGE } from '@/lib/data/images';
import { FALLBACK_ATTRIBUTE } from '@/lib/html/image-fallback';

export type SiteImageProps = ImageProps & {
  /** What shows when the picture cannot be loaded; the site's default image unless given. */
  fallbackSrc?: string;
};

/**
 * The site's picture: next/image, marked with the fallback the page-wide listener
 * (lib/html/image-fallback.ts) puts in its place when it fails to load. Server-safe: a server
 * component can render it without becoming a client one.
 */
export function SiteImage({ fallbackSrc = DEFAULT_IMAGE.src, ...props }: SiteImageProps) {
  return <Image {...props} {...{ [FALLBACK_ATTRIBUTE]: fallbackSrc }} />;
}
