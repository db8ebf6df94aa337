/**
 * Team avatars (initials on a soft gradient), home-special banners, and the site's default
 * image and default avatar (public/images).
 */
import { circle, ellipse, gradient, poly, radial, rect, shade, svgDocument, text, tint } from './svg-kit';

const AVATAR_COLORS: [string, string][] = [
  ['#3f6f73', '#9cc5b8'],
  ['#8c4f6a', '#e3a9b5'],
  ['#33507a', '#9fbbe0'],
  ['#c0623f', '#f2c29a'],
  ['#5a6e4a', '#c4d6a3'],
  ['#6d5a8a', '#c8b8e3'],
  ['#7a5a3a', '#e0c39a'],
];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** A square avatar (400×400) with the person's initials. */
export function avatarSvg(name: string, index: number): string {
  const [dark, light] = AVATAR_COLORS[index % AVATAR_COLORS.length]!;
  const defs = gradient('bg', [[0, light], [1, dark]], false, 'gradientTransform="rotate(35)"') + radial('glow', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]]);
  return svgDocument(
    400,
    400,
    defs,
    rect(0, 0, 400, 400, 'url(#bg)') +
      circle(110, 90, 220, 'url(#glow)') +
      circle(330, 360, 120, shade(dark, 0.15), 'opacity="0.35"') +
      text(200, 238, initialsOf(name), 132, '#ffffff', 'text-anchor="middle" font-weight="bold" letter-spacing="4" opacity="0.95"'),
  );
}

/** A 1200×630 banner for a home-page special: keys and confetti over a gradient. */
export function bannerSvg(title: string, colors: [string, string]): string {
  const [a, b] = colors;
  const confetti = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 157) % 1200;
    const y = (i * 89) % 630;
    return rect(x, y, 18, 8, i % 3 ? tint(a, 0.6) : '#ffffff', `opacity="0.5" transform="rotate(${(i * 37) % 180} ${x} ${y})"`);
  }).join('');
  const key =
    circle(900, 300, 90, 'none', 'stroke="#ffffff" stroke-width="26" opacity="0.9"') +
    rect(960, 290, 200, 24, '#ffffff', 'opacity="0.9" rx="6"') +
    rect(1100, 314, 22, 50, '#ffffff', 'opacity="0.9"') +
    rect(1060, 314, 22, 36, '#ffffff', 'opacity="0.9"');
  const house = poly([[140, 360], [300, 230], [460, 360], [430, 360], [430, 500], [170, 500], [170, 360]], '#ffffff', 'opacity="0.18"');
  return svgDocument(
    1200,
    630,
    gradient('bg', [[0, a], [1, b]], false),
    rect(0, 0, 1200, 630, 'url(#bg)') + confetti + house + key + text(80, 140, title, 54, '#ffffff', 'font-weight="bold"'),
  );
}

/** The site's default image: a calm photo stand-in (picture frame glyph over a soft gradient). */
export function defaultImageSvg(): string {
  const defs = gradient('bg', [[0, '#e9ecef'], [1, '#d5dbe0']]) + radial('glow', [[0, '#ffffff', 0.6], [1, '#ffffff', 0]]);
  return svgDocument(
    1200,
    800,
    defs,
    rect(0, 0, 1200, 800, 'url(#bg)') +
      ellipse(600, 330, 520, 320, 'url(#glow)') +
      rect(470, 300, 260, 190, 'none', 'rx="18" stroke="#9aa5ae" stroke-width="14"') +
      circle(535, 360, 24, '#9aa5ae') +
      poly([[485, 478], [575, 395], [630, 445], [665, 415], [718, 478]], '#9aa5ae'),
  );
}

/** The default avatar: a head-and-shoulders silhouette. */
export function defaultAvatarSvg(): string {
  return svgDocument(
    256,
    256,
    gradient('bg', [[0, '#e3e7eb'], [1, '#cbd2d8']]),
    rect(0, 0, 256, 256, 'url(#bg)') + circle(128, 104, 46, '#9aa5ae') + ellipse(128, 236, 86, 66, '#9aa5ae'),
  );
}
