import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGrid } from './Skeleton';

describe('Skeleton', () => {
  it('is decorative', () => {
    const { container } = render(<Skeleton width="50%" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveStyle({ width: '50%' });
  });

  it('shows a grid of card placeholders announced as loading', () => {
    const { container } = render(<SkeletonGrid count={3} label="Loading team" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team');
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });

  it('defaults to 8 cards (docs/product.md#constants)', () => {
    const { container } = render(<SkeletonGrid />);
    expect(container.querySelectorAll('li')).toHaveLength(8);
  });
});
