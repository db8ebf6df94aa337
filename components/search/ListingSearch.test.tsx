import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { availabilityOptions } from '@/lib/domain/availability';
import { DEFAULT_LISTING_SEARCH, type ListingSearch as Search } from '@/lib/domain/search-params';
import { ListingSearch, type ListingSearchProps } from './ListingSearch';

const replace = jest.fn();
let pathname = '/';
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => pathname,
}));

const TODAY = '2026-11-15';
const communities = [
  { id: 'maple-court', name: 'Maple Court' },
  { id: 'oak-row', name: 'Oak Row' },
];

function renderSearch(search: Partial<Search> = {}, props: Partial<ListingSearchProps> = {}) {
  return render(
    <ListingSearch
      kind="home"
      search={{ ...DEFAULT_LISTING_SEARCH, ...search }}
      count={7}
      bedroomOptions={[0, 1, 2]}
      communityOptions={communities}
      availabilityOptions={availabilityOptions(TODAY)}
      sectionId="search"
      {...props}
    >
      <p>results</p>
    </ListingSearch>,
  );
}

function lastUrl() {
  expect(replace).toHaveBeenCalled();
  const [url, options] = replace.mock.calls.at(-1) as [string, { scroll: boolean }];
  expect(options).toEqual({ scroll: false });
  return url;
}

beforeEach(() => {
  replace.mockClear();
  pathname = '/';
});

describe('ListingSearch (home)', () => {
  test('shows the count and the default availability pill', () => {
    renderSearch();
    expect(screen.getByText('Total: 7 Results')).toBeInTheDocument();
    const pills = screen.getByRole('list', { name: 'Active filters' });
    expect(within(pills).getByRole('button', { name: 'Remove filter: Available Now' })).toBeInTheDocument();
  });

  test('ticking a bedroom writes ?bedroom=… and ticking another adds to the list', async () => {
    const user = userEvent.setup();
    const { rerender } = renderSearch();
    await user.click(screen.getByText('Bedrooms', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: '2 Beds' }));
    expect(lastUrl()).toBe('/?bedroom=2');
    rerender(
      <ListingSearch
        kind="home"
        search={{ ...DEFAULT_LISTING_SEARCH, bedrooms: [2] }}
        count={3}
        bedroomOptions={[0, 1, 2]}
        communityOptions={communities}
        availabilityOptions={availabilityOptions(TODAY)}
        sectionId="search"
      >
        <p>results</p>
      </ListingSearch>,
    );
    await user.click(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('checkbox', { name: 'Studio' }));
    expect(lastUrl()).toBe('/?bedroom=0,2');
  });

  test('style and community toggles use the enum values and property ids', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('checkbox', { name: 'Town Home' }));
    expect(lastUrl()).toBe('/?style=TOWN_HOME');
    await user.click(screen.getByRole('checkbox', { name: 'Oak Row' }));
    expect(lastUrl()).toBe('/?community=oak-row');
    expect(screen.queryByRole('checkbox', { name: 'Garage' })).toBeNull();
  });

  test('a ticked value is unticked by a second click (filters toggle per value)', async () => {
    const user = userEvent.setup();
    renderSearch({ bedrooms: [1, 2] });
    await user.click(screen.getByRole('checkbox', { name: '1 Bed' }));
    expect(lastUrl()).toBe('/?bedroom=2');
  });

  test('availability: a month, and any time', () => {
    renderSearch();
    const select = screen.getByRole('combobox', { name: 'Availability' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Available Now', 'November 2026', 'November 2027', 'Any Time']),
    );
    fireEvent.change(select, { target: { value: '2027-01' } });
    expect(lastUrl()).toBe('/?availability=2027-01');
    fireEvent.change(select, { target: { value: 'all' } });
    expect(lastUrl()).toBe('/?availability=all');
  });

  test('each sort option writes ?sort=… (featured is the default, no parameter)', () => {
    renderSearch({ sort: 'priceAsc' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    for (const sort of ['priceDesc', 'bedroomsAsc', 'bedroomsDesc', 'availabilityAsc', 'availabilityDesc']) {
      fireEvent.change(select, { target: { value: sort } });
      expect(lastUrl()).toBe(`/?sort=${sort}`);
    }
    fireEvent.change(select, { target: { value: 'featured' } });
    expect(lastUrl()).toBe('/');
  });

  test('the price range commits rent=MIN-MAX; its pill resets to the full range', async () => {
    const user = userEvent.setup();
    renderSearch({ rent: { min: 500, max: 1500 }, bedrooms: [1] });
    const pill = screen.getByRole('button', { name: 'Remove filter: $500 - $1,500' });
    await user.click(pill);
    expect(lastUrl()).toBe('/?bedroom=1');
  });

  test('moving a price handle writes the range after it rests', () => {
    jest.useFakeTimers();
    try {
      renderSearch();
      fireEvent.change(screen.getByRole('slider', { name: 'Minimum monthly rent' }), { target: { value: '800' } });
      expect(replace).not.toHaveBeenCalled();
      jest.advanceTimersByTime(400);
      expect(lastUrl()).toBe('/?rent=800-4000');
    } finally {
      jest.useRealTimers();
    }
  });

  test('removing the availability pill means any time; a community pill shows its name', async () => {
    const user = userEvent.setup();
    renderSearch({ communities: ['maple-court'] });
    await user.click(screen.getByRole('button', { name: 'Remove filter: Maple Court' }));
    expect(lastUrl()).toBe('/');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Available Now' }));
    expect(lastUrl()).toBe('/?community=maple-court&availability=all');
  });

  test('without JavaScript it is a GET form back to the section, with named fields', () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Search apartments' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/#search');
    expect(screen.getByRole('checkbox', { name: '1 Bed' })).toHaveAttribute('name', 'bedroom');
    expect(screen.getByRole('slider', { name: 'Minimum monthly rent' })).toHaveAttribute('name', 'rentMin');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
  });

  test('filters are reachable and usable by keyboard alone', async () => {
    const user = userEvent.setup();
    renderSearch();
    const summary = screen.getByText('Bedrooms', { selector: 'summary' }).closest('summary')!;
    summary.focus();
    // jsdom does not map Enter on <summary> to its activation (browsers do; e2e checks it).
    await user.keyboard('{Enter}');
    if (!summary.parentElement?.hasAttribute('open')) fireEvent.click(summary);
    expect(summary.parentElement).toHaveAttribute('open');
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Bedrooms' })).getByRole('checkbox', { name: 'Studio' })).toHaveFocus();
    await user.keyboard(' ');
    expect(lastUrl()).toBe('/?bedroom=0');
    await user.keyboard('{Escape}');
    expect(summary.parentElement).not.toHaveAttribute('open');
    expect(summary).toHaveFocus();
  });

  test("a filter closes when Tab leaves it, so its panel does not lie over the focus's next stop", async () => {
    const user = userEvent.setup();
    renderSearch();
    const summary = screen.getByText('Bedrooms', { selector: 'summary' }).closest('summary')!;
    const details = summary.parentElement!;
    fireEvent.click(summary);
    expect(details).toHaveAttribute('open');
    const choices = within(screen.getByRole('group', { name: 'Bedrooms' })).getAllByRole('checkbox');
    choices.at(-1)!.focus();
    await user.tab({ shift: true });
    expect(details).toHaveAttribute('open');
    choices.at(-1)!.focus();
    await user.tab();
    expect(details.contains(document.activeElement)).toBe(false);
    expect(details).not.toHaveAttribute('open');
  });
});

describe('ListingSearch (units)', () => {
  test('no community filter, and the URL never carries community', async () => {
    const user = userEvent.setup();
    pathname = '/communities/maple-court';
    renderSearch({}, { kind: 'units', communityOptions: [] });
    expect(screen.queryByText('Community')).toBeNull();
    expect(screen.getByRole('search', { name: 'Search units' })).toHaveAttribute('action', '/communities/maple-court#search');
    await user.click(screen.getByRole('checkbox', { name: 'Apartment' }));
    expect(lastUrl()).toBe('/communities/maple-court?style=APARTMENT');
  });
});
