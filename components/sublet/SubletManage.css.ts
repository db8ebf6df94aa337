import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const deleteBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const status = style({
  maxWidth: '40rem',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const statusIcon = style({ flexShrink: 0, marginTop: '0.1em', color: vars.color.accent });

/** The moderators' confirmation after Approve. */
export const result = style({
  maxWidth: '40rem',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  fontWeight: vars.fontWeight.bold,
});

/** The moderators' buttons: Approve and Reject, or Take down. */
export const moderationActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
