import { createElement } from 'react';
import { iconSpriteSvg, svgMarkup } from './iconSprite';
import { ICON_NAMES } from './iconPaths';

describe('icon sprite', () => {
  it('serializes SVG elements with SVG attribute names and escaped values', () => {
    const element = createElement('text', { x: 12, textAnchor: 'middle', fontWeight: 700, 'aria-hidden': 'true' }, 'a < "b"');
    expect(svgMarkup(element)).toBe('<text x="12" text-anchor="middle" font-weight="700" aria-hidden="true">a &lt; "b"</text>');
  });

  it('holds one symbol per icon, with its drawing', () => {
    const svg = iconSpriteSvg();
    for (const name of ICON_NAMES) expect(svg).toMatch(new RegExp(`<symbol id="icon-${name}" viewBox="0 0 24 24"><[a-z]`));
    expect(svg.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });
});
