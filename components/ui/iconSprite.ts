import { Fragment, isValidElement, type ReactNode } from 'react';
import { ICON_NAMES, iconPaths } from './iconPaths';
import { iconSymbolId } from './iconSymbol';

/**
 * The icon set as one SVG sprite (a <symbol> per icon), served at /icons.svg and referenced by
 * <Icon> with <use>: pages carry a short reference per icon instead of its paths — twice, since
 * the markup is repeated in the RSC payload.
 */
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** React's camelCase SVG props (strokeWidth, textAnchor…) as SVG attributes. */
const attributeName = (prop: string) => (prop === 'viewBox' ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** Serializes the plain SVG elements of the icon set (no components, no event handlers). */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(svgMarkup).join('');
  if (!isValidElement<Record<string, unknown> & { children?: ReactNode }>(node)) return '';
  const { children, ...props } = node.props;
  if (node.type === Fragment) return svgMarkup(children);
  if (typeof node.type !== 'string') throw new Error('icons must be plain SVG elements');
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([prop, value]) => ` ${attributeName(prop)}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${node.type}${attributes}>${svgMarkup(children)}</${node.type}>`;
}

export function iconSpriteSvg(): string {
  const symbols = ICON_NAMES.map((name) => `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${svgMarkup(iconPaths[name])}</symbol>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
}
