import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImageRef } from '@/lib/data/images';
import { FloorplanHero } from './FloorplanHero';

const photo = (n: number): ImageRef => ({ src: `/assets/${String(n).padStart(32, '0')}.jpg`, width: 1200, height: 800, alt: `Photo ${n}`, remote: false });
const photos = Array.from({ length: 13 }, (_, i) => photo(i + 1));
const cover = photo(99);
const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const matterport = 'https://my.matterport.com/show/?m=abc123XYZ';

function thirdParty() {
  return [...document.querySelectorAll('iframe, script, img, video')]
    .map((element) => element.getAttribute('src') ?? '')
    .filter((src) => /youtube|vimeo|matterport|openstreetmap|google/.test(src));
}

function firstPageTiles() {
  return within(screen.getByRole('list', { name: /Photos, page 1 of/ })).getAllByRole('listitem');
}

describe('FloorplanHero', () => {
  test('shows the photo view by default; the first page holds 4 tiles minus one per tour', () => {
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink={youtube} virtualTourLink={matterport} />);
    expect(screen.getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Video Tour' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Virtual Tour' })).toHaveAttribute('aria-pressed', 'false');
    const tiles = firstPageTiles();
    expect(tiles).toHaveLength(4);
    expect(within(tiles[0]!).getByRole('button', { name: 'View photo 1 of 13: Photo 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /View photo/ })).toHaveLength(2);
    expect(thirdParty()).toEqual([]);
  });

  test('further pages hold 8 photos; paging moves through them', async () => {
    const user = userEvent.setup();
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink={null} virtualTourLink={matterport} />);
    // 3 photos + the virtual tour tile on page 1, then 8 and 2.
    expect(screen.getAllByRole('button', { name: /View photo/ })).toHaveLength(3);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More photos' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const page2 = screen.getAllByRole('button', { name: /View photo/ });
    expect(page2).toHaveLength(8);
    expect(page2[0]).toHaveAccessibleName('View photo 4 of 13: Photo 4');
    await user.click(screen.getByRole('button', { name: 'More photos' }));
    expect(screen.getAllByRole('button', { name: /View photo/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'More photos' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous photos' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  test('without tours the first page holds 4 photos and there are no badges', () => {
    render(<FloorplanHero name="The Aster" photos={photos.slice(0, 5)} cover={cover} videoTourLink={null} virtualTourLink={null} />);
    expect(screen.queryByRole('group', { name: 'Hero view' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /View photo/ })).toHaveLength(4);
  });

  test('badges switch to the Video Tour and Virtual Tour views; the player loads only then', async () => {
    const user = userEvent.setup();
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink={youtube} virtualTourLink={matterport} />);
    expect(thirdParty()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Video Tour' }));
    expect(screen.getByRole('button', { name: 'Video Tour' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('list', { name: /Photos, page/ })).not.toBeInTheDocument();
    expect(screen.getByTitle('Video Tour of The Aster')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ'));

    await user.click(screen.getByRole('button', { name: 'Virtual Tour' }));
    expect(screen.getByTitle('Virtual Tour of The Aster')).toHaveAttribute('src', matterport);
    expect(screen.queryByTitle('Video Tour of The Aster')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Photos' }));
    expect(thirdParty()).toEqual([]);
    expect(firstPageTiles()).toHaveLength(4);
  });

  test('a tour tile switches the view too', async () => {
    const user = userEvent.setup();
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink={youtube} virtualTourLink={null} />);
    const tile = within(firstPageTiles()[3]!).getByRole('button', { name: 'Show the Video Tour' });
    await user.click(tile);
    expect(screen.getByTitle('Video Tour of The Aster')).toBeInTheDocument();
  });

  test('a direct video file plays in the site player with pause and mute controls', async () => {
    const user = userEvent.setup();
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink="/assets/clip.mp4" virtualTourLink={null} />);
    await user.click(screen.getByRole('button', { name: 'Video Tour' }));
    expect(document.querySelector('video')).toHaveAttribute('src', '/assets/clip.mp4');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  test('a photo opens the gallery modal on that photo', async () => {
    const user = userEvent.setup();
    render(<FloorplanHero name="The Aster" photos={photos} cover={cover} videoTourLink={null} virtualTourLink={null} />);
    await user.click(screen.getByRole('button', { name: /View photo 2 of 13/ }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of The Aster' });
    expect(within(dialog).getByText('Photo 2 of 13')).toBeInTheDocument();
  });
});
