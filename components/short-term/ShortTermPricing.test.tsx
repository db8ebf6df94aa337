import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShortTermListing } from '@/lib/data/detail-types';
import { ShortTermCard } from './ShortTermCard';
import { ShortTermPricingTable } from './ShortTermPricingTable';
import { StayPricesSection } from './StayPricesSection';

const listing = (id: string, name: string, bedroom: number, prices: (number | string | null)[], extra: Partial<ShortTermListing> = {}): ShortTermListing => ({
  id,
  name,
  active: true,
  bedroom,
  bathroom: 1,
  style: 'APARTMENT',
  squareFoot: 600,
  coverImage: null,
  coverAlt: `${name} at Walnut Street Suites`,
  featured: false,
  property: { id: 'walnut', name: 'Walnut Street Suites', active: true, leaseType: 'SHORT_TERM' },
  priceFor2To4Days: prices[0] ?? null,
  priceFor5To13Days: prices[1] ?? null,
  priceFor14To29Days: prices[2] ?? null,
  priceFor1To4Months: prices[3] ?? null,
  priceFor4andMoreMonths: prices[4] ?? null,
  ...extra,
});

const penthouse = listing('penthouse', 'Penthouse', 3, [329, '289', 'Call for pricing', 0, '-5']);
const studio = listing('studio', 'Urban Studio', 0, [139, 119, 99, 79, 69]);
const suite = listing('suite', 'Two Bedroom Suite', 2, [219, 189, 159, 125, 109]);

describe('StayPricesSection', () => {
  test('lists the five tiers with daily rates, month prices (30 × daily), raw text prices and the notes', () => {
    render(<StayPricesSection prices={penthouse} name="Penthouse" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-tier'))).toEqual([
      'priceFor2To4Days',
      'priceFor5To13Days',
      'priceFor14To29Days',
      'priceFor1To4Months',
      'priceFor4andMoreMonths',
    ]);
    expect(rows[0]).toHaveTextContent('2-4 daysFor immediate arrivals only$329/day');
    expect(rows[1]).toHaveTextContent('5-13 daysFor immediate arrivals only$289/day');
    expect(rows[2]).toHaveTextContent('14-29 daysCall for pricing');
    expect(rows[2]).not.toHaveTextContent('immediate');
    // 0 and a negative price are not prices: shown as written.
    expect(rows[3]).toHaveTextContent('1-4 months0');
    expect(rows[4]).toHaveTextContent('4+ months-5');
    expect(screen.getAllByText(/Daily rates exclude tax/).length).toBeGreaterThan(0);
    for (const term of ['14-day minimum', 'No lease or deposit', '0 days notice', 'Card charged weekly', 'No pets', 'Utilities and internet included']) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }
  });

  test('month tiers show the month price', () => {
    render(<StayPricesSection prices={studio} name="Urban Studio" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[3]).toHaveTextContent('$79/day$2,370/month');
    expect(rows[4]).toHaveTextContent('$69/day$2,070/month');
    expect(rows[2]).not.toHaveTextContent('/month');
  });
});

describe('ShortTermPricingTable', () => {
  test("is a real table titled by its caption; a header sorts, and sorting it again reverses", async () => {
    const user = userEvent.setup();
    render(<ShortTermPricingTable floorplans={[penthouse, studio, suite]} />);
    // The table's code is a file of its own (LazyShortTermPricingTableView.tsx).
    const table = await screen.findByRole('table');
    const names = () => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names()).toEqual(['Penthouse', 'Urban Studio', 'Two Bedroom Suite']);
    await user.click(within(table).getByRole('button', { name: /5-13 days/ }));
    expect(names()).toEqual(['Urban Studio', 'Two Bedroom Suite', 'Penthouse']);
    expect(within(table).getByRole('columnheader', { name: /5-13 days/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: /5-13 days/ }));
    expect(names()).toEqual(['Penthouse', 'Two Bedroom Suite', 'Urban Studio']);
    expect(within(table).getByRole('columnheader', { name: /5-13 days/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: /Bedrooms/ }));
    expect(names()).toEqual(['Urban Studio', 'Two Bedroom Suite', 'Penthouse']);
    expect(within(table).getByRole('link', { name: 'Penthouse' })).toHaveAttribute('href', '/floorplans/penthouse');
    expect(within(table).getAllByText('Call for pricing')).toHaveLength(1);
  });

  test('pages 50 rows by default, with 100 and 500 offered', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 120 }, (_, i) => listing(`p${i}`, `Plan ${String(i).padStart(3, '0')}`, i % 4, [100 + i, 90 + i, 80, 70, 60]));
    render(<ShortTermPricingTable floorplans={many} />);
    expect(within(await screen.findByRole('table')).getAllByRole('rowheader')).toHaveLength(50);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual(['50', '100', '500']);
    await user.selectOptions(size, '100');
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(100);
  });
});

describe('ShortTermCard', () => {
  test('is one article with one link to its floor plan, and shows text prices raw', () => {
    render(<ShortTermCard floorplan={penthouse} />);
    const article = screen.getByRole('article', { name: 'Penthouse' });
    const links = within(article).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/floorplans/penthouse');
    expect(article).toHaveTextContent('14-29 daysCall for pricing');
    expect(article).toHaveTextContent('2-4 days$329/day');
    expect(within(article).getByRole('img')).toHaveAttribute('alt', 'Penthouse at Walnut Street Suites');
  });
});
