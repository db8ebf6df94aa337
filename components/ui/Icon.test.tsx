import { render, screen } from '@testing-library/react';
import { Icon } from './Icon';
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

  it('draws every icon of the set', () => {
    const required = ['menu', 'close', 'mail', 'phone', 'chevron-left', 'chevron-right', 'bed', 'bath', 'area', 'map-pin', 'play', '360', 'tour', 'share', 'copy', 'check', 'star', 'paw', 'calendar', 'tag'];
    for (const name of required) expect(ICON_NAMES).toContain(name);
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('takes a size', () => {
    const { container } = render(<Icon name="star" size="2rem" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '2rem');
  });
});
