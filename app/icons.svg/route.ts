import { iconSpriteSvg } from '@/components/ui/iconSprite';

/** Built once at build time: the icon sprite (components/ui/iconSprite.ts). */
export const dynamic = 'force-static';

export function GET() {
  return new Response(iconSpriteSvg(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // <Icon> always asks for /icons.svg?v={content hash}: a changed set has a new URL.
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
