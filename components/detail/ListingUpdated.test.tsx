import { render } from '@testing-library/react';
import { ListingUpdated } from './ListingUpdated';

describe('ListingUpdated', () => {
  test.each([
    // 03:00 UTC is still the evening before in Bloomington (EST, UTC-5).
    ['2026-11-25T03:00:00.000Z', 'Listing last updated Nov 24, 2026'],
    ['2026-11-25T15:30:00.000Z', 'Listing last updated Nov 25, 2026'],
    // Summer time (EDT, UTC-4).
    ['2026-07-01T03:59:00.000Z', 'Listing last updated Jun 30, 2026'],
  ])('%s reads %s, with the instant as its datetime', (at, text) => {
    const { container } = render(<ListingUpdated at={at} />);
    expect(container.textContent).toBe(text);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(at);
  });

  test('an unreadable time shows nothing', () => {
    const { container } = render(<ListingUpdated at="not a date" />);
    expect(container.textContent).toBe('');
  });
});
