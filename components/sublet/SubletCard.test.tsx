import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicSublet } from '@/lib/data/sublet-view';
import { SubletCard } from './SubletCard';

const sublet: PublicSublet = {
  id: 'sub_1',
  title: 'Sunny room near Showers Park',
  description: 'One furnished bedroom.\nQuiet roommate.',
  address: '1021 N Walnut St Apt 3, Bloomington IN',
  zipcode: '47404',
  bedroom: 2,
  availableBedrooms: 1,
  availableFrom: '2027-01-05',
  availableTo: '2027-03-31',
  rent: 649.6,
  petsAllowed: false,
  utilitiesIncluded: true,
  createdDate: '2026-12-01T10:00:00.000Z',
  listedUntil: '2026-12-31T10:00:00.000Z',
  photos: [
    { src: '/assets/aaaa.webp', width: 1600, height: 1200, alt: 'Photo 1 of Sunny room', remote: false },
    { src: '/assets/bbbb.webp', width: 1600, height: 1200, alt: 'Photo 2 of Sunny room', remote: false },
  ],
};

describe('SubletCard', () => {
  it('is an article named by its heading, with every listed fact in the spec formats', () => {
    render(<SubletCard sublet={sublet} />);
    const card = screen.getByRole('article', { name: 'Sunny room near Showers Park' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Sunny room near Showers Park' })).toBeInTheDocument();
    expect(card).toHaveTextContent('1021 N Walnut St Apt 3, Bloomington IN 47404');
    expect(card).toHaveTextContent('$650 / month');
    expect(card).toHaveTextContent('1 of 2 bedrooms available');
    expect(card).toHaveTextContent('Jan 05, 2027 – Mar 31, 2027');
    expect(card).toHaveTextContent('PetsNot allowed');
    expect(card).toHaveTextContent('UtilitiesIncluded');
    expect(card).toHaveTextContent('One furnished bedroom.');
  });

  it('links the address to a map search in the company’s town, in a new tab', () => {
    render(<SubletCard sublet={sublet} />);
    const map = screen.getByRole('link', { name: 'Map of Sunny room near Showers Park (opens in a new tab)' });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const query = new URL(map.getAttribute('href')!).searchParams.get('query');
    expect(query).toBe('1021 N Walnut St Apt 3, Bloomington, IN 47404');
  });

  it("lays out the poster's words in their own direction (a right-to-left script too)", () => {
    const arabic = { ...sublet, title: 'غرفة قريبة من الجامعة!', description: 'غرفة مفروشة.' };
    render(<SubletCard sublet={arabic} />);
    const card = screen.getByRole('article', { name: arabic.title });
    expect(within(card).getByRole('heading', { name: arabic.title })).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(arabic.description)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(/1021 N Walnut St/)).toHaveAttribute('dir', 'auto');
  });

  it('shows the cover, then the photos in the slider when the right arrow is pressed', async () => {
    render(<SubletCard sublet={sublet} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of Sunny room']);
    expect(screen.getByText('2 photos')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos of Sunny room near Showers Park' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo: Photos of Sunny room near Showers Park' }));
    const carousel = await screen.findByRole('region', { name: 'Photos of Sunny room near Showers Park' });
    expect(within(carousel).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1 of Sunny room', 'Photo 2 of Sunny room']);
  });

  it('shows one photo without a slider, pets allowed and utilities not included', () => {
    render(<SubletCard sublet={{ ...sublet, photos: [sublet.photos[0]!], petsAllowed: true, utilitiesIncluded: false }} headingLevel={3} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('PetsAllowed');
    expect(screen.getByRole('article')).toHaveTextContent('UtilitiesNot included');
  });
});
