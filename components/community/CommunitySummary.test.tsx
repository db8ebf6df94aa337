import { render, screen } from '@testing-library/react';
import type { PropertyDetail } from '@/lib/data/detail-types';
import { CommunitySummary } from './CommunitySummary';

const property = (overrides: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: 'maple-court',
  name: 'Maple Court',
  active: true,
  leaseType: 'YEARLY',
  address: '1500 S Walnut St',
  zipcode: '47401',
  phone: '(812) 555-0177',
  rating: null,
  ratingLink: null,
  coverImage: { src: '/assets/cover.jpg', width: 1200, height: 800, alt: '', remote: false },
  description: null,
  latitude: null,
  longitude: null,
  leasingOfficeType: null,
  leasingOffice: null,
  toursBookable: false,
  busRoutes: [],
  faqs: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const summary = (p: PropertyDetail, floorplanCount: number, availableUnits: number | null) =>
  render(<CommunitySummary property={p} floorplanCount={floorplanCount} availableUnits={availableUnits} pageUrl="https://x.example/c" pageTitle="Maple Court" />);

describe('CommunitySummary figures', () => {
  it.each([
    // [floor plans, units available, rating, the figures read]
    [3, 7, 4.6, ['3 floor plans', '7 units available within 12 months', '4.6 stars on Google']],
    [1, 0, null, ['1 floor plan', '0 units available within 12 months']],
    // A community whose floor plans are all leased: its floor plans section says so in words.
    [0, 0, null, ['0 units available within 12 months']],
    // A furnished community whose stays list no units counts none.
    [2, null, null, ['2 floor plans']],
  ])('%s floor plans, %s units, rating %s', (floorplans, units, rating, figures) => {
    summary(property({ rating }), floorplans, units);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(figures);
  });

  it('leaves out the list when it has no figure to give', () => {
    summary(property({ leaseType: 'SHORT_TERM' }), 0, null);
    expect(screen.queryByRole('list', { name: 'At a glance' })).not.toBeInTheDocument();
  });
});
