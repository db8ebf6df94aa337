import type { ImageProps } from 'next/image';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { prepareImageConfig, type ImageConfigForRendering } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';

// The site's image options (next.config.mjs `images`), which Next writes into every bundle it
// builds in place of this expression: here, in our own module, they reach the server's bundle too.
const imageConfig = prepareImageConfig(process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigForRendering | undefined);

/**
 * The props of the <img> next/image renders: what `getImageProps` from 'next/image' returns, made
 * from the same parts. Not imported from 'next/image', because that module also exports
 * next/image's client component: a server component that imports it makes every page ship that
 * component's code to the browser, used or not (docs/performance.md).
 */
export function imageProps(props: ImageProps) {
  const { props: img } = getImgProps(props, { defaultLoader, imgConf: imageConfig });
  // As getImageProps does: an undefined prop would still cost bytes in React's payload.
  for (const [key, value] of Object.entries(img)) if (value === undefined) delete img[key as keyof typeof img];
  return img;
}
