import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ImageRef } from '@/lib/data/images';
import { gate, MockFetch } from '@/test/mock-fetch';
import { resetSwrForTests } from '@/test/swr-cache';
import { GALLERY_SKELETON_COUNT } from '@/components/ui/Skeleton';
import { GalleryModal } from './GalleryModal';
import { GridGallery, MORE_PICTURES_FAILED } from './GridGallery';

const image = (n: number): ImageRef => ({ src: `/assets/${String(n).padStart(32, '0')}.jpg`, width: 800, height: 600, alt: `Room ${n}`, remote: false });
const images = [image(1), image(2), image(3)];

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return <GalleryModal images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label="Photos of Maple Court" />;
}

describe('GalleryModal', () => {
  test('wraps at both ends with the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness start={2} />);
    const dialog = screen.getByRole('dialog', { name: 'Photos of Maple Court' });
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByText('Photo 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Room 1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
  });

  test('arrow keys move and wrap; Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness start={0} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Photo 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('Photo 2 of 3')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('shows a spinner until the picture has loaded', async () => {
    render(<Harness start={0} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading picture');
    fireEvent.load(screen.getByRole('img', { name: 'Room 1' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  test('a picture that fails shows the default image', () => {
    render(<Harness start={0} />);
    fireEvent.error(screen.getByRole('img', { name: 'Room 1' }));
    expect(screen.getByRole('img', { name: 'Room 1' }).getAttribute('src')).toContain('default-image.jpg');
  });
});

describe('GridGallery', () => {
  const many = [1, 2, 3, 4, 5].map(image);

  test("shows the first pictures and 'More Pictures' for the rest", async () => {
    const user = userEvent.setup();
    render(<GridGallery images={many} label="Photos of Maple Court" />);
    const list = screen.getByRole('list', { name: 'Photos of Maple Court' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'More Pictures (2)' }));
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    await waitFor(() => expect(within(list).getAllByRole('button')[3]).toHaveFocus());
    expect(screen.queryByRole('button', { name: /More Pictures/ })).not.toBeInTheDocument();
  });

  test('a picture opens the modal gallery, which wraps', async () => {
    const user = userEvent.setup();
    render(<GridGallery images={many} label="Photos of Maple Court" />);
    await user.click(screen.getByRole('button', { name: 'Open picture 1 of 5: Room 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Photos of Maple Court' });
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('Photo 5 of 5')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close gallery' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open picture 1 of 5: Room 1' })).toHaveFocus();
  });
});

describe('GridGallery with only its first pictures in the page', () => {
  const all = [1, 2, 3, 4, 5, 6, 7].map(image);
  const folderUrl = '/api/photo-folders/property%3Amaple';
  beforeEach(() => resetSwrForTests());

  test("'More Pictures' reads the folder, shows the grid skeleton (20) meanwhile, then the rest", async () => {
    const user = userEvent.setup();
    const held = gate();
    const fetcher = new MockFetch().on(folderUrl, { status: 200, body: { images: all }, until: held.promise }).install();
    render(<GridGallery images={all.slice(0, 3)} total={7} folderId="property:maple" label="Photos of Maple Court" />);
    const list = screen.getByRole('list', { name: 'Photos of Maple Court' });
    expect(fetcher.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Open picture 1 of 7: Room 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More Pictures (4)' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading more pictures');
    expect(status.querySelectorAll('li')).toHaveLength(GALLERY_SKELETON_COUNT.grid);
    expect(GALLERY_SKELETON_COUNT).toEqual({ grid: 20, row: 6 });

    held.open();
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(7));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('button')[3]).toHaveFocus());
    expect(fetcher.callsTo(folderUrl)).toHaveLength(1);
  });

  test('a failed read says so, keeps the first pictures, and a second press tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const mock = new MockFetch();
    const fetcherCalls = () => mock.callsTo(folderUrl).length;
    mock.on(folderUrl, () => (fail ? { status: 503, body: { message: 'down' } } : { status: 200, body: { images: all } })).install();
    render(<GridGallery images={all.slice(0, 3)} total={7} folderId="property:maple" label="Photos of Maple Court" />);
    await user.click(screen.getByRole('button', { name: 'More Pictures (4)' }));
    await waitFor(() => expect(fetcherCalls()).toBe(1));
    expect(await screen.findByRole('alert')).toHaveTextContent(MORE_PICTURES_FAILED);
    expect(within(screen.getByRole('list', { name: 'Photos of Maple Court' })).getAllByRole('button')).toHaveLength(3);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'More Pictures (4)' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Photos of Maple Court' })).getAllByRole('button')).toHaveLength(7));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
