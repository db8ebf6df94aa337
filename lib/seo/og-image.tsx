import 'server-only';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { company } from '../company';
import { getDb } from '../data/client';
import type { ImageRef } from '../data/images';
import { readAsset } from '../storage/asset-store';
import { ogFont } from './og-font';
import { OG_IMAGE_SIZE } from './page-metadata';
import { ogFittedText, ogSafeText } from './og-text';

/**
 * The link-preview pictures (1200×630 PNG, next/og). They render without network: the only
 * font is the one next/og ships (Geist, without its kerning: og-font.ts), text is reduced to
 * characters it has (so satori never asks Google Fonts for a missing glyph), and photos come
 * from our own asset store as data URLs.
 * The colours mirror the theme (styles/theme.css.ts), which satori cannot read as CSS variables.
 */
const COLORS = { bg: '#faf8f5', text: '#1f2430', muted: '#545b68', primary: '#8c1d2f', primaryText: '#ffffff', limestone: '#e7e0d4' };

const PHOTO_WIDTH = 500;
/** The coloured stripe in the photo's place, and the text column's padding left and right. */
const STRIPE_WIDTH = 24;
const TEXT_PADDING = 56;

/** next/og's line clamp (display: block), ending with three periods: its default '…' is not in our Latin-1 text. */
const CLAMP = (lines: number) => `${lines} "..."`;

/** A stored photo as a JPEG data URL cut to the preview's photo column; null for remote or missing ones. */
export async function ogPhoto(image: ImageRef | null | undefined): Promise<string | null> {
  if (!image || image.remote || !image.src.startsWith('/assets/')) return null;
  const asset = await readAsset(await getDb(), image.src.slice('/assets/'.length));
  if (!asset) return null;
  try {
    const jpeg = await sharp(asset.bytes).resize(PHOTO_WIDTH, OG_IMAGE_SIZE.height, { fit: 'cover' }).jpeg({ quality: 78 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}

export interface PreviewContent {
  eyebrow: string;
  title: string;
  lines: string[];
  /** A highlighted line (a price). */
  highlight?: string | null;
  photo?: string | null;
}

/** The preview picture of a page. */
export async function previewImage(content: PreviewContent): Promise<ImageResponse> {
  const font = await ogFont();
  const width = OG_IMAGE_SIZE.width - (content.photo ? PHOTO_WIDTH : STRIPE_WIDTH) - 2 * TEXT_PADDING;
  const titleLength = ogSafeText(content.title).length;
  const titleSize = titleLength > 60 ? 46 : titleLength > 36 ? 54 : titleLength > 22 ? 64 : 76;
  const title = ogFittedText(content.title, { width, fontSize: titleSize, lines: 3 });
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: COLORS.bg, color: COLORS.text, fontFamily: 'geist' }}>
        {content.photo ? (
          // Drawn to a PNG by next/og, which takes a plain img (no image optimizer there).
          // eslint-disable-next-line @next/next/no-img-element
          <img src={content.photo} width={PHOTO_WIDTH} height={OG_IMAGE_SIZE.height} style={{ objectFit: 'cover' }} alt="" />
        ) : (
          <div style={{ display: 'flex', width: STRIPE_WIDTH, height: '100%', background: COLORS.primary }} />
        )}
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flex: 1, padding: `56px ${TEXT_PADDING}px 48px` }}>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            {/* A company's names run long: each text keeps to its lines (cut after a word, ending
                "..."), so that the price and the company's name below stay inside the picture. */}
            <div style={{ display: 'block', lineClamp: CLAMP(1), fontSize: 26, color: COLORS.primary, textTransform: 'uppercase', letterSpacing: 2 }}>
              {ogFittedText(content.eyebrow, { width, fontSize: 26, lines: 1, uppercase: true, letterSpacing: 2 })}
            </div>
            <div style={{ display: 'block', lineClamp: CLAMP(3), fontSize: titleSize, lineHeight: 1.1, marginTop: 18 }}>{title}</div>
            {content.lines.map((line) => (
              <div key={line} style={{ display: 'block', lineClamp: CLAMP(2), fontSize: 30, color: COLORS.muted, marginTop: 18 }}>
                {ogFittedText(line, { width, fontSize: 30, lines: 2 })}
              </div>
            ))}
            {content.highlight ? (
              <div
                style={{
                  display: 'flex',
                  alignSelf: 'flex-start',
                  marginTop: 28,
                  padding: '10px 22px',
                  borderRadius: 999,
                  background: COLORS.primary,
                  color: COLORS.primaryText,
                  fontSize: 34,
                }}
              >
                {ogSafeText(content.highlight)}
              </div>
            ) : null}
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', borderTop: `3px solid ${COLORS.limestone}`, paddingTop: 20 }}>
            <div style={{ display: 'flex', fontSize: 28 }}>{ogSafeText(company.name)}</div>
            <div style={{ display: 'flex', fontSize: 24, color: COLORS.muted }}>
              {company.city}, {company.state}
            </div>
          </div>
        </div>
      </div>
    ),
    {
      ...OG_IMAGE_SIZE,
      fonts: font ? [{ name: 'geist', data: font, weight: 400, style: 'normal' }] : undefined,
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=86400' },
    },
  );
}
