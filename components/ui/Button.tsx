import { SiteLink } from './SiteLink';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Button.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** A square, round icon-only button: give it an `aria-label`. */
  iconOnly?: boolean;
}

/** The class name of the button look, for elements that are neither Button nor ButtonLink. */
export function buttonClassName({ variant, size, fullWidth, iconOnly }: ButtonStyleProps = {}, extra?: string) {
  const base = styles.button({ variant, size, fullWidth, iconOnly });
  return extra ? `${base} ${extra}` : base;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /** While true: a spinner shows, the button is disabled and `aria-busy`. */
  loading?: boolean;
  /** Icon or element before the label (replaced by the spinner while loading). */
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A real <button> (type="button" unless told otherwise). Server-safe. */
export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  loading = false,
  iconStart,
  iconEnd,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth, iconOnly }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : iconStart}
      {children}
      {iconEnd}
    </button>
  );
}

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>,
    ButtonStyleProps {
  /** A route (`/apply`), or an outside target (`tel:`, `mailto:`, `sms:`, `http(s):`) rendered as a plain <a>. */
  href: string;
  scroll?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

const OUTSIDE_HREF = /^(tel:|mailto:|sms:|https?:\/\/|\/\/)/i;

/** A link that looks like a Button: for navigation, never for actions. Server-safe. */
export function ButtonLink({
  href,
  variant,
  size,
  fullWidth,
  iconOnly,
  iconStart,
  iconEnd,
  className,
  children,
  scroll,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, fullWidth, iconOnly }, className);
  const content = (
    <>
      {iconStart}
      {children}
      {iconEnd}
    </>
  );
  if (OUTSIDE_HREF.test(href)) {
    return (
      <a href={href} className={classes} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <SiteLink href={href} className={classes} scroll={scroll} {...rest}>
      {content}
    </SiteLink>
  );
}
