import { render, screen } from '@testing-library/react';
import { StaffText } from './StaffText';

describe('StaffText', () => {
  test('paragraphs by blank lines, line breaks kept, addresses as links', () => {
    const { container } = render(
      <StaffText text={'Welcome home!\n\nFeatures:\n- Granite\n\nApply at https://example.com/apply or write to a@b.example.'} />,
    );
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Welcome home!',
      'Features:\n- Granite',
      'Apply at https://example.com/apply or write to a@b.example.',
    ]);
    expect(screen.getByRole('link', { name: 'https://example.com/apply' })).toHaveAttribute('href', 'https://example.com/apply');
    expect(screen.getByRole('link', { name: 'a@b.example' })).toHaveAttribute('href', 'mailto:a@b.example');
    expect(getComputedStyle(paragraphs[1]!).whiteSpace).toBe('pre-line');
  });
});
