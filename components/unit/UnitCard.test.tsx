import { render, screen, within } from '@testing-library/react';
import { SiteModalsProvider } from '@/components/layout/SiteModalsProvider';
import { makeProperty, makeUnitListing } from '@/test/listing-factories';
import { UnitCard } from './UnitCard';

const TODAY = '2026-11-15';

const unit = makeUnitListing({
  id: '204',
  floorplanId: 'aspen',
  floorplanName: 'The Aspen',
  rent: 1250,
  moveInDate: TODAY,
  address: '100 Main St, Apt 204',
  zipcode: '47401',
  videoTourLink: 'https://vimeo.com/76979871',
  virtualTourLink: null,
  webSpecials: ['$200 off the first month'],
  property: makeProperty({ name: 'Maple Court' }),
});

function renderCard(props: Partial<Parameters<typeof UnitCard>[0]> = {}) {
  return render(
    <SiteModalsProvider>
      <UnitCard unit={unit} today={TODAY} {...props} />
    </SiteModalsProvider>,
  );
}

describe('UnitCard', () => {
  test('an article named for the unit, whose one floor plan link goes to /floorplans/{floorplanId}', () => {
    renderCard();
    const article = screen.getByRole('article', { name: 'The Aspen · Unit 204' });
    const links = within(article)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/floorplans/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/floorplans/aspen']);
  });

  test("'Available Now' when the move-in date is today (the unit-card rule)", () => {
    renderCard();
    expect(within(screen.getByRole('list', { name: 'Highlights' })).getByText('Available Now')).toBeInTheDocument();
  });

  test('a later unit shows its move-in date instead', () => {
    renderCard({ unit: { ...unit, moveInDate: '2026-11-16' } });
    expect(screen.queryByText('Available Now')).toBeNull();
    expect(screen.getByText('Available Nov 16, 2026')).toBeInTheDocument();
  });

  test('rent, the active special struck price, tours, map and Special Offer', () => {
    renderCard({ unit: { ...unit, specialRent: 1150, specialRentStartDate: TODAY, specialRentEndDate: '2026-12-01' } });
    expect(document.querySelector('del')).toHaveTextContent('Regular price: $1,250');
    expect(screen.getByText('Special price:').parentElement).toHaveTextContent('$1,150');
    expect(screen.getByRole('button', { name: 'Video Tour: The Aspen · Unit 204' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Virtual Tour/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Map of/ })).toHaveAttribute('href', expect.stringContaining('100%20Main%20St%2C%20Apt%20204'));
    expect(screen.getByRole('button', { name: /Special Offer/ })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a special that starts tomorrow does not apply yet', () => {
    renderCard({ unit: { ...unit, specialRent: 1150, specialRentStartDate: '2026-11-16', specialRentEndDate: '2026-12-01' } });
    expect(document.querySelector('del')).toBeNull();
    expect(screen.getByText('$1,250')).toBeInTheDocument();
  });
});
