import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SUBLET_SEARCH, parseSubletSearch, type SubletSearch as Search } from '@/lib/domain/sublet-search';
import { SubletSearch } from './SubletSearch';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/sublets',
}));

/** The page as the router renders it: a replaced URL comes back as the server's new search. */
function Page({ initial }: { initial: Search }) {
  const [search, setSearch] = useState(initial);
  replace.mockImplementation((url: string) => setSearch(parseSubletSearch(url.split('?')[1] ?? '')));
  return (
    <SubletSearch search={search} count={12} bedroomOptions={[0, 1, 2]} sectionId="board">
      <p>cards</p>
    </SubletSearch>
  );
}

function renderSearch(search: Partial<Search> = {}) {
  return render(<Page initial={{ ...DEFAULT_SUBLET_SEARCH, ...search }} />);
}

function lastUrl() {
  expect(replace).toHaveBeenCalled();
  const [url, options] = replace.mock.calls.at(-1) as [string, { scroll: boolean }];
  expect(options).toEqual({ scroll: false });
  return url;
}

beforeEach(() => replace.mockClear());

describe('SubletSearch', () => {
  test('shows the count, no pills for the default search, and the cards', () => {
    renderSearch();
    expect(screen.getByText('Total: 12 Results')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByText('cards')).toBeInTheDocument();
  });

  test('bedrooms, pets, utilities and the sort write the URL', async () => {
    const user = userEvent.setup();
    renderSearch({ sort: 'priceAsc' });
    await user.click(screen.getByText('Bedrooms', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Studio' }));
    expect(lastUrl()).toBe('/sublets?bedroom=0&sort=priceAsc');
    await user.click(screen.getByText('More', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    expect(lastUrl()).toBe('/sublets?bedroom=0&pets=allowed&sort=priceAsc');
    await user.click(screen.getByRole('checkbox', { name: 'Utilities included' }));
    expect(lastUrl()).toBe('/sublets?bedroom=0&pets=allowed&utilities=included&sort=priceAsc');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    expect(lastUrl()).toBe('/sublets?bedroom=0&pets=allowed&utilities=included');
  });

  test('a date is written once the typing rests; a year still being typed is not', () => {
    jest.useFakeTimers();
    try {
      renderSearch();
      const moveIn = screen.getByLabelText('Move in');
      // Typing 2027 digit by digit: the browser reports 0002-05-01 first.
      fireEvent.change(moveIn, { target: { value: '0002-05-01' } });
      act(() => jest.advanceTimersByTime(1000));
      expect(replace).not.toHaveBeenCalled();
      fireEvent.change(moveIn, { target: { value: '2027-05-01' } });
      act(() => jest.advanceTimersByTime(300));
      expect(replace).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(400));
      expect(lastUrl()).toBe('/sublets?from=2027-05-01');
      // Leaving the field writes at once.
      const moveOut = screen.getByLabelText('Move out');
      fireEvent.change(moveOut, { target: { value: '2027-08-15' } });
      fireEvent.blur(moveOut);
      act(() => jest.advanceTimersByTime(0));
      expect(lastUrl()).toBe('/sublets?from=2027-05-01&to=2027-08-15');
    } finally {
      jest.useRealTimers();
    }
  });

  test('each pill removes its filter alone', async () => {
    const user = userEvent.setup();
    renderSearch({ bedrooms: [1], moveIn: '2027-05-01', moveOut: '2027-08-15', petsAllowed: true });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Move in May 01, 2027' }));
    expect(lastUrl()).toBe('/sublets?bedroom=1&to=2027-08-15&pets=allowed');
  });

  test('without JavaScript it is a GET form back to the board, with named fields', () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Search sublets' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/sublets#board');
    expect(screen.getByRole('checkbox', { name: '1 Bed' })).toHaveAttribute('name', 'bedroom');
    expect(screen.getByRole('slider', { name: 'Minimum monthly rent' })).toHaveAttribute('name', 'rentMin');
    expect(screen.getByLabelText('Move in')).toHaveAttribute('name', 'from');
    expect(screen.getByLabelText('Move out')).toHaveAttribute('name', 'to');
    expect(screen.getByRole('checkbox', { name: 'Pets allowed' })).toHaveAttribute('value', 'allowed');
    expect(screen.getByRole('checkbox', { name: 'Utilities included' })).toHaveAttribute('value', 'included');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
  });
});
