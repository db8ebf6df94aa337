import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: vars.size.tapTarget,
    // Never wider than its column: with larger text a long label wraps inside the button.
    maxWidth: '100%',
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.primaryText },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.primaryHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.primary,
        minHeight: 'auto',
        padding: 0,
        border: 'none',
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: { '&:hover:not(:disabled)': { color: vars.color.primaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.primaryText } },
      },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm, paddingBlock: vars.space[1], paddingInline: vars.space[3], minHeight: `calc(${vars.size.tapTarget} - ${vars.space[2]})` },
      md: { fontSize: vars.fontSize.md, paddingBlock: vars.space[2], paddingInline: vars.space[4] },
      lg: { fontSize: vars.fontSize.lg, paddingBlock: vars.space[3], paddingInline: vars.space[6] },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    /** Square icon-only button (give it an aria-label). */
    iconOnly: {
      true: { paddingInline: 0, width: vars.size.tapTarget, height: vars.size.tapTarget, borderRadius: vars.radius.pill },
      false: {},
    },
  },
  compoundVariants: [
    // The link look keeps no padding whatever the size.
    { variants: { variant: 'link', size: 'sm' }, style: { padding: 0, minHeight: 'auto' } },
    { variants: { variant: 'link', size: 'md' }, style: { padding: 0, minHeight: 'auto' } },
    { variants: { variant: 'link', size: 'lg' }, style: { padding: 0, minHeight: 'auto' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
