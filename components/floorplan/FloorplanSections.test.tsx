import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewSection } from '@/components/community/ReviewSection';
import type { Unit } from '@/lib/domain/listing-types';
import { AvailabilitySection } from './AvailabilitySection';
import { AmenitiesSection } from './AmenitiesSection';
import { TestimonialsSection } from './TestimonialsSection';
import { UtilitiesSection } from './UtilitiesSection';

const today = '2026-11-21';
const unit = (id: string, moveInDate: string, extra: Partial<Unit> = {}): Unit => ({
  id,
  active: true,
  rent: 1000,
  deposit: 500,
  squareFoot: 700,
  moveInDate,
  availabilityExtensionMonths: 0,
  address: `415 E Kirkwood Ave, Apt ${id}`,
  zipcode: '47408',
  allowedPet: null,
  petPolicy: null,
  ...extra,
});
const noSpecial = { specialRent: null, specialRentStartDate: null, specialRentEndDate: null };

describe('AvailabilitySection', () => {
  test("says 'Available Now' and lists the months and the units", () => {
    render(
      <AvailabilitySection
        units={[unit('101', '2026-11-01'), unit('102', '2027-01-10'), unit('103', '2028-06-01')]}
        special={noSpecial}
        propertyAddress="415 E Kirkwood Ave"
        now={today}
        showRents
      />,
    );
    const chips = within(screen.getByRole('list', { name: 'Available' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips).toEqual(['Available Now', 'November 2026', 'January 2027']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Apt 101Available Now$1,000/mo$500700 sq ft');
    expect(rows[1]).toHaveTextContent('Apt 102Jan 10, 2027');
  });

  test('shows the special rent when it applies, and the months only when none is available now', () => {
    render(
      <AvailabilitySection
        units={[unit('201', '2027-02-01')]}
        special={{ specialRent: 900, specialRentStartDate: '2026-11-01', specialRentEndDate: '2026-12-01' }}
        propertyAddress="415 E Kirkwood Ave"
        now={today}
        showRents
      />,
    );
    expect(screen.queryByText('Available Now')).not.toBeInTheDocument();
    expect(screen.getByText('February 2027')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('$900/mo regular rent $1,000');
  });

  test('with resident bills, each unit shows its estimated total with them (the special counted)', () => {
    render(
      <AvailabilitySection
        units={[unit('301', '2026-11-01'), unit('302', '2027-01-10', { rent: 1200 })]}
        special={{ specialRent: 900, specialRentStartDate: '2026-11-01', specialRentEndDate: '2026-12-01' }}
        propertyAddress="415 E Kirkwood Ave"
        now={today}
        showRents
        utilities={[
          { name: 'Electricity', type: 'RESIDENT_UTILITY', averageMonthlyBill: 68 },
          { name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 38 },
          { name: 'Gas', type: 'RESIDENT_UTILITY', averageMonthlyBill: 34 },
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Est. total per month with utilities' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    // The special (900) applies to both units today: 900 + 68 + 34.
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-2)?.textContent)).toEqual(['$1,002/mo', '$1,002/mo']);
    expect(screen.getByText('Est. total is an estimate: the rent plus the average monthly bills for Electricity and Gas, paid by the resident.')).toBeInTheDocument();
  });

  test('without resident bills, or without rents, there is no estimate', () => {
    const { rerender } = render(
      <AvailabilitySection
        units={[unit('401', '2026-11-01')]}
        special={noSpecial}
        propertyAddress="x"
        now={today}
        showRents
        utilities={[{ name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 38 }]}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: /Est\. total/ })).toBeNull();
    rerender(
      <AvailabilitySection
        units={[unit('401', '2026-11-01')]}
        special={noSpecial}
        propertyAddress="x"
        now={today}
        showRents={false}
        utilities={[{ name: 'Electricity', type: 'RESIDENT_UTILITY', averageMonthlyBill: 68 }]}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: /Est\. total/ })).toBeNull();
    expect(screen.queryByText(/Est\. total/)).toBeNull();
  });

  test("'Download CSV' saves the table's rows: figures as numbers, the estimate included", async () => {
    const saved: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:csv'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <AvailabilitySection
        units={[unit('101', '2026-11-01'), unit('102', '2027-01-10', { rent: 1250, address: '=HYPERLINK("x")' })]}
        special={noSpecial}
        propertyAddress="415 E Kirkwood Ave"
        now={today}
        showRents
        utilities={[{ name: 'Electricity', type: 'RESIDENT_UTILITY', averageMonthlyBill: 68 }]}
        csvFileName="aspen-available-units.csv"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of the available units' }));
    expect(click).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read it as a browser's FileReader does.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(text).toBe(
      [
        'Unit,Move-in,Rent per month,Deposit,Est. total per month with utilities,Square feet',
        'Apt 101,Available Now,1000,500,1068,700',
        // A formula in the data stays text in a spreadsheet.
        '"\'=HYPERLINK(""x"")",2027-01-10,1250,500,1318,700',
        '',
      ].join('\r\n'),
    );
    click.mockRestore();
  });

  test('a long list shows its first 10 units, and all of them in a disclosure', async () => {
    // A large complex's floor plan: 37 units free from next month on (docs/product.md).
    const month = (i: number) => (i % 12 === 0 ? '2026-12' : `2027-${String(i % 12).padStart(2, '0')}`);
    const units = Array.from({ length: 37 }, (_, i) => unit(String(101 + i), `${month(i)}-01`));
    render(<AvailabilitySection units={units} special={noSpecial} propertyAddress="415 E Kirkwood Ave" now={today} showRents />);
    const [first, all] = screen.getAllByRole('table', { hidden: true });
    expect(first).toHaveAccessibleName('37 available units (the first 10)');
    expect(within(first!).getAllByRole('row').slice(1)).toHaveLength(10);
    const toggle = screen.getByText('Show all 37 units').closest('summary')!;
    expect(toggle.parentElement).not.toHaveAttribute('open');
    expect(all).toHaveAccessibleName('37 available units');
    expect(within(all!).getAllByRole('row', { hidden: true }).slice(1)).toHaveLength(37);
    await userEvent.click(toggle);
    expect(toggle.parentElement).toHaveAttribute('open');
  });

  test('ten units or fewer are one table', () => {
    const units = Array.from({ length: 10 }, (_, i) => unit(String(101 + i), '2027-01-01'));
    render(<AvailabilitySection units={units} special={noSpecial} propertyAddress="415 E Kirkwood Ave" now={today} showRents />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByText(/Show all/)).not.toBeInTheDocument();
  });

  test('without units in the coming 12 months it says so', () => {
    render(<AvailabilitySection units={[]} special={noSpecial} propertyAddress="x" now={today} showRents />);
    expect(screen.getByText(/No unit of this floor plan is available in the coming 12 months/)).toBeInTheDocument();
  });
});

describe('UtilitiesSection', () => {
  test('lists averages and states that actual costs vary', () => {
    render(
      <UtilitiesSection
        utilities={[
          { name: 'Electricity', type: 'RESIDENT_UTILITY', averageMonthlyBill: 68 },
          { name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 38 },
        ]}
      />,
    );
    expect(screen.getByText('Electricity').parentElement).toHaveTextContent('avg. $68/month');
    expect(screen.getByText('Paid by the resident')).toBeInTheDocument();
    expect(screen.getByText('Included in the rent')).toBeInTheDocument();
    expect(screen.getByText(/Actual costs vary/)).toBeInTheDocument();
  });
});

describe('AmenitiesSection', () => {
  const amenities = [
    { name: 'Balcony', featured: false, type: 'OUTDOOR' as const },
    { name: 'Oven', featured: false, type: 'KITCHEN' as const },
    { name: 'Dishwasher', featured: true, type: 'KITCHEN' as const },
  ];

  test('one tab per type present, in the type order; featured first and marked in each', async () => {
    const user = userEvent.setup();
    render(<AmenitiesSection amenities={amenities} />);
    const section = screen.getByRole('region', { name: 'Amenities' });
    const tabs = within(section).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Kitchen (2)', 'Outdoor (1)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const kitchen = within(section).getByRole('tabpanel');
    expect(within(kitchen).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DishwasherFeatured', 'Oven']);
    // The ARIA tabs keys: Right moves to the next tab and shows its panel.
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(within(within(section).getByRole('tabpanel')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Balcony']);
  });

  test('a single type is a plain list that names the type', () => {
    render(<AmenitiesSection amenities={amenities.filter((amenity) => amenity.type === 'KITCHEN')} />);
    const section = screen.getByRole('region', { name: 'Amenities' });
    expect(within(section).queryByRole('tab')).toBeNull();
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DishwasherFeatured · Kitchen', 'Oven · Kitchen']);
  });
});

describe('TestimonialsSection', () => {
  test('shows two per slide and keeps an odd last one', () => {
    const testimonials = ['A', 'B', 'C'].map((t) => ({ testimonial: `Quote ${t}`, tenant: `Tenant ${t}` }));
    render(<TestimonialsSection testimonials={testimonials} name="Maple Court" />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(2);
    expect(within(slides[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slides[1]!).getAllByRole('listitem')).toHaveLength(1);
    expect(slides[1]).toHaveTextContent('Quote C— Tenant C');
  });
});

describe('ReviewSection', () => {
  test("reads '{rating} Stars on Google' and links to the reviews", () => {
    render(<ReviewSection name="Maple Court" rating={4.6} ratingLink="https://www.google.com/maps/search/?api=1&query=Maple" />);
    const link = screen.getByRole('link', { name: /4\.6 Stars on Google/ });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Maple');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
  });

  test('renders nothing without a rating', () => {
    const { container } = render(<ReviewSection name="Maple Court" rating={null} ratingLink={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
