import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SiteModalsProvider } from '@/components/layout/SiteModalsProvider';
import { resetSwrForTests } from '@/test/swr-cache';
import { makeListedFloorplan, makeUnit } from '@/test/listing-factories';
import { FloorplanCard } from './FloorplanCard';

const TODAY = '2026-11-15';

function renderCard(ui: ReactElement) {
  return render(<SiteModalsProvider>{ui}</SiteModalsProvider>);
}

const aspen = makeListedFloorplan({
  id: 'aspen',
  name: 'The Aspen',
  featured: true,
  bedroom: 2,
  bathroom: 1.5,
  squareFoot: 900,
  coverImage: '/assets/aspen.jpg',
  photosFolderId: 'floorplan:aspen',
  address: '100 Main St',
  zipcode: '47401',
  videoTourLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  virtualTourLink: 'https://my.matterport.com/show/?m=abc123',
  units: [
    makeUnit({ id: '101', rent: 1200, moveInDate: '2026-11-15' }),
    makeUnit({ id: '102', rent: 1400, moveInDate: '2027-01-10' }),
  ],
  webSpecials: [
    { description: 'Half off December', startDate: '2026-11-01', endDate: '2026-11-15' },
    { description: 'Expired offer', startDate: '2026-10-01', endDate: '2026-11-14' },
  ],
});

beforeEach(() => void resetSwrForTests());

afterEach(() => {
  jest.restoreAllMocks();
});

describe('FloorplanCard', () => {
  test('one article named by its heading, with exactly one link to /floorplans/{id}', () => {
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    const article = screen.getByRole('article', { name: 'The Aspen' });
    expect(within(article).getByRole('heading', { level: 3, name: 'The Aspen' })).toBeInTheDocument();
    const links = within(article)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/floorplans/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/floorplans/aspen']);
  });

  test('badges: featured, and available now when a unit moves in today or earlier', () => {
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    const badges = screen.getByRole('list', { name: 'Highlights' });
    expect(within(badges).getByText('Featured')).toBeInTheDocument();
    expect(within(badges).getByText('Available Now')).toBeInTheDocument();
  });

  test('no badges for a plain plan whose units move in later', () => {
    const later = makeListedFloorplan({ units: [makeUnit({ moveInDate: '2026-11-16' })] });
    renderCard(<FloorplanCard floorplan={later} today={TODAY} />);
    expect(screen.queryByRole('list', { name: 'Highlights' })).toBeNull();
  });

  test('price range, bed, bath and square feet', () => {
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    expect(screen.getByText('$1,200 - $1,400')).toBeInTheDocument();
    expect(screen.getByText('2 Beds')).toBeInTheDocument();
    expect(screen.getByText('1.5 Baths')).toBeInTheDocument();
    expect(screen.getByText('900 sq ft')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });

  test('an active special shows its price with the regular price struck through and named', () => {
    const special = { ...aspen, specialRent: 1100, specialRentStartDate: '2026-11-01', specialRentEndDate: TODAY };
    renderCard(<FloorplanCard floorplan={special} today={TODAY} />);
    const struck = document.querySelector('del');
    expect(struck).toHaveTextContent('Regular price: $1,200 - $1,400');
    expect(screen.getByText('Special price:').parentElement).toHaveTextContent('Special price: $1,100');
  });

  test('a special outside its window is not shown (the day after its end)', () => {
    const ended = { ...aspen, specialRent: 1100, specialRentStartDate: '2026-11-01', specialRentEndDate: '2026-11-14' };
    renderCard(<FloorplanCard floorplan={ended} today={TODAY} />);
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/Special price/)).toBeNull();
  });

  test('the map link is a plain maps search of the address', () => {
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    const map = screen.getByRole('link', { name: /Map of The Aspen/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=100%20Main%20St%2C%20Bloomington%2C%20IN%2047401');
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('Special Offer: the active offer text opens with the keyboard, Escape closes it', async () => {
    const user = userEvent.setup();
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    const button = screen.getByRole('button', { name: 'Special Offer for The Aspen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Half off December')).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Half off December')).toBeVisible();
    expect(screen.queryByText('Expired offer')).toBeNull();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  test('Special Offer toggles on a tap (touch)', async () => {
    const user = userEvent.setup();
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    const button = screen.getByRole('button', { name: 'Special Offer for The Aspen' });
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.pointer({ keys: '[TouchA]', target: button });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('no Special Offer without an active web special', () => {
    renderCard(<FloorplanCard floorplan={{ ...aspen, webSpecials: [] }} today={TODAY} />);
    expect(screen.queryByRole('button', { name: /Special Offer/ })).toBeNull();
  });

  test('tour buttons open the video modal on a facade (no third-party frame yet)', async () => {
    const user = userEvent.setup();
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    expect(screen.queryByRole('button', { name: /360° Tour/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Video Tour: The Aspen' }));
    expect(screen.getByRole('dialog', { name: 'Video Tour: The Aspen' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Play Video Tour/ }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  test('the right arrow loads the photo folder, then shows the slider', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        images: [
          { src: '/assets/aspen.jpg', alt: 'cover again', remote: false },
          { src: '/assets/aspen-2.jpg', alt: 'Kitchen', remote: false },
        ],
      }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    expect(screen.queryByRole('region', { name: 'Photos of The Aspen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next photo: Photos of The Aspen' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/photo-folders/floorplan%3Aaspen');
    const slider = await screen.findByRole('region', { name: 'Photos of The Aspen' });
    expect(within(slider).getAllByRole('group')).toHaveLength(2);
    expect(within(slider).getByAltText('Kitchen')).toBeInTheDocument();
  });

  test('a folder once read is not read again when its card is shown again', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ images: [{ src: '/assets/aspen-2.jpg', alt: 'Kitchen' }] }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    const first = renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Next photo: Photos of The Aspen' }));
    await screen.findByRole('region', { name: 'Photos of The Aspen' });
    first.unmount();
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: 'Next photo: Photos of The Aspen' }));
    expect(await screen.findByRole('region', { name: 'Photos of The Aspen' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an empty or failing folder keeps the cover and drops the arrow', async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn().mockResolvedValue({ ok: false, json: async () => ({}) }) as unknown as typeof fetch;
    renderCard(<FloorplanCard floorplan={aspen} today={TODAY} />);
    await user.click(screen.getByRole('button', { name: /Next photo/ }));
    // The folder's reader loads with the first folder asked for (useFolderPhotos.tsx).
    await waitFor(() => expect(screen.queryByRole('button', { name: /Next photo/ })).toBeNull());
    expect(screen.getByAltText('The Aspen at Maple Court')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No more photos');
  });

  test('no arrow without a photo folder; a missing cover shows the default image', () => {
    renderCard(<FloorplanCard floorplan={{ ...aspen, photosFolderId: null, coverImage: null }} today={TODAY} />);
    expect(screen.queryByRole('button', { name: /Next photo/ })).toBeNull();
    expect(screen.getByAltText('The Aspen at Maple Court').getAttribute('src')).toContain('default-image.jpg');
  });
});
