import { style } from '@vanilla-extract/css';
import { formRoom } from '@/styles/formRoom';
import { vars } from '@/styles/theme.css';

/**
 * A modal's form is fetched when it first opens; its placeholder holds the form's room
 * (styles/formRoom.ts), so the centred dialog does not grow and move its title and close button
 * up by 137 to 174 px when the form comes. A phone's dialog is at its full height either way.
 */
export const applicationLoading = style([
  { display: 'flex', flexDirection: 'column', gap: vars.space[3] },
  formRoom('52rem', '38rem'),
]);

export const contactLoading = style(formRoom('55rem', '40rem'));

export const free = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: `0 0 ${vars.space[4]}`,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

export const switchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const menuActions = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[3] });

export const menuList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const menuPhone = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  marginTop: vars.space[2],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const menuAction = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });
