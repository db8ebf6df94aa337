import type { ReactElement, SVGProps } from 'react';
import * as styles from './Icon.css';
import type { IconName } from './iconPaths';
import { iconSymbolId } from './iconSymbol';

export type { IconName } from './iconPaths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Size as a CSS length (default `1.25em`, so it follows the text around it). */
  size?: string;
  /** Given a title the icon is a labelled image; without one it is decorative (hidden from assistive tech). */
  title?: string;
}

const DEFAULT_SIZE = '1.25em';

/** The sprite's URL, versioned by a hash of the icon set (next.config.mjs) so it can be cached for good. */
export const ICON_SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION ?? 'dev'}`;

/**
 * Decorative icons without extra props, made once per name, size and class and then reused: React's
 * payload writes an object it has already written as a reference back to it, so a list of cards
 * carries each icon's props once instead of once per card (docs/performance-log.md "Lighter
 * listing HTML"). An element is an immutable description, safe to share between renders and requests.
 */
const decorative = new Map<string, ReactElement>();

/**
 * An icon of the site's set, drawn from the sprite at /icons.svg. Server-safe (no hooks). Kept
 * to the attributes it needs: a page of server-rendered cards carries a few hundred icons in its
 * HTML and again in React's payload. The symbol's own viewBox scales the drawing.
 */
export function Icon({ name, size = DEFAULT_SIZE, title, className, ...rest }: IconProps) {
  const use = <use href={`${ICON_SPRITE_URL}#${iconSymbolId(name)}`} />;
  // The stylesheet sizes a plain icon of the default size. An icon with a class of its caller's
  // keeps the attributes: that class may size it, and attributes yield to any CSS, where two
  // classes would depend on their order in the stylesheet.
  const plain = Object.keys(rest).length === 0;
  if (size === DEFAULT_SIZE && !className && !title && plain) {
    return cached(name, () => (
      <svg className={styles.iconDefaultSize} aria-hidden>
        {use}
      </svg>
    ));
  }
  const classes = className ? `${styles.icon} ${className}` : styles.icon;
  if (title) {
    return (
      <svg width={size} height={size} className={classes} role="img" aria-label={title} {...rest}>
        <title>{title}</title>
        {use}
      </svg>
    );
  }
  const draw = () => (
    <svg width={size} height={size} className={classes} aria-hidden {...rest}>
      {use}
    </svg>
  );
  return plain ? cached(`${name} ${size} ${classes}`, draw) : draw();
}

function cached(key: string, make: () => ReactElement): ReactElement {
  let element = decorative.get(key);
  if (!element) decorative.set(key, (element = make()));
  return element;
}
