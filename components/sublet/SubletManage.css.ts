import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** The poster's Renew and Delete: a message or a sentence above its button. */
export const actionBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

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

/** The reports of a listing on its moderation page. */
export const reports = style({ maxWidth: '40rem', display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const reportsHeading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const reportsCount = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const reportList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const reportItem = style({
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const reportMeta = style({ color: vars.color.textMuted });
export const reportTime = style({ whiteSpace: 'nowrap' });
export const reportDetails = style({ margin: `${vars.space[1]} 0 0`, whiteSpace: 'pre-line' });
