import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const block = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm, marginBlock: '0.25em' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.round, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'block' },
});

export const galleryStatus = style({ width: '100%' });

export const gallery = recipe({
  base: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space[2] },
  variants: {
    layout: {
      grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(45%, 11rem), 1fr))' },
      row: { gridAutoFlow: 'column', gridAutoColumns: 'min(70%, 16rem)', overflowX: 'hidden' },
    },
  },
});

export const galleryTile = style({ aspectRatio: '4 / 3' });
