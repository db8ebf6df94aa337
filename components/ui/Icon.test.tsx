import { render, screen } from '@testing-library/react';
import { Icon, ICON_SPRITE_URL } from './Icon';
import { iconSpriteSvg } from './iconSprite';
import { iconSymbolId } from './iconSymbol';
import { ICON_NAMES } from './iconPaths';

describe('Icon', () => {
  it('is decorative by default (hidden from assistive technology)', () => {
    const { container } = render(<Icon name="bed" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is a labelled image when given a title', () => {
    render(<Icon name="paw" title="Pets allowed" />);
    const image = screen.getByRole('img', { name: 'Pets allowed' });
    expect(image.querySelector('title')).toHaveTextContent('Pets allowed');
  });

  it('draws every icon of the set from the sprite', () => {
    const required = ['menu', 'close', 'mail', 'phone', 'chevron-left', 'chevron-right', 'bed', 'bath', 'area', 'map-pin', 'play', '360', 'tour', 'share', 'copy', 'check', 'star', 'paw', 'calendar', 'tag'];
    for (const name of required) expect(ICON_NAMES).toContain(name);
    const sprite = new DOMParser().parseFromString(iconSpriteSvg(), 'image/svg+xml');
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      const href = container.querySelector('use')?.getAttribute('href') ?? '';
      expect(href).toBe(`${ICON_SPRITE_URL}#${iconSymbolId(name)}`);
      const symbol = sprite.getElementById(iconSymbolId(name));
      expect(symbol?.tagName).toBe('symbol');
      expect(symbol?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('takes a size', () => {
    const { container } = render(<Icon name="star" size="2rem" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '2rem');
  });

  it('leaves the default size to the stylesheet unless its caller gives it a class', () => {
    const { container } = render(
      <>
        <Icon name="bed" />
        <Icon name="bed" className="fact" />
        <Icon name="bed" size="1.25em" title="Beds" />
      </>,
    );
    const [plain, classed, titled] = [...container.querySelectorAll('svg')];
    expect(plain).not.toHaveAttribute('width');
    expect(plain).not.toHaveAttribute('height');
    expect(plain?.getAttribute('class')).toBeTruthy();
    // A caller's class may size the icon; attributes yield to it whatever the stylesheet's order.
    expect(classed).toHaveAttribute('width', '1.25em');
    expect(classed).toHaveClass('fact');
    expect(titled).toHaveAttribute('height', '1.25em');
  });

  it('makes a decorative icon once and reuses it, so React’s payload can refer back to it', () => {
    expect(Icon({ name: 'bed' })).toBe(Icon({ name: 'bed' }));
    expect(Icon({ name: 'bed' })).not.toBe(Icon({ name: 'bath' }));
    expect(Icon({ name: 'bed', className: 'x' })).not.toBe(Icon({ name: 'bed' }));
    expect(Icon({ name: 'bed', size: '2rem' })).not.toBe(Icon({ name: 'bed' }));
    // Anything else given (a title, a style, an id) makes an element of its own.
    expect(Icon({ name: 'bed', title: 'Beds' })).not.toBe(Icon({ name: 'bed', title: 'Beds' }));
    expect(Icon({ name: 'bed', style: { color: 'red' } })).not.toBe(Icon({ name: 'bed', style: { color: 'red' } }));
  });
});
