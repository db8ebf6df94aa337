import { style } from '@vanilla-extract/css';
import { breakpoints } from '@/styles/breakpoints';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const map = style({ minWidth: 0 });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

export const address = style({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' });

export const heading = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, margin: `${vars.space[2]} 0 ${vars.space[1]}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], margin: `0 0 ${vars.space[1]}` });

export const icon = style({ flex: '0 0 auto', marginTop: '0.15em', color: vars.color.accent });

export const hours = style({ whiteSpace: 'pre-line' });

export const officeName = style({ fontWeight: vars.fontWeight.bold, margin: `0 0 ${vars.space[1]}` });

export const direction = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const contactLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: vars.fontWeight.bold, minHeight: vars.size.tapTarget });

export const pictures = style({ listStyle: 'none', margin: `${vars.space[2]} 0 0`, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[2] });

export const picture = style({ minWidth: 0 });

export const pictureButton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  textAlign: 'start',
  cursor: 'zoom-in',
});

export const pictureFrame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const pictureImage = style({ objectFit: 'cover' });

export const pictureLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
