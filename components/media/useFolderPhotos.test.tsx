import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { folderImagesUrl } from './photoFolders';
import { useFolderPhotos } from './useFolderPhotos';

function Reader({ url, name }: { url: string | null; name: string }) {
  const { photos, error, isLoading, retry, reader } = useFolderPhotos(url);
  const state = isLoading ? 'loading' : error ? 'failed' : photos ? photos.map((photo) => photo.alt).join(',') : 'idle';
  return (
    <div>
      <p data-testid={name}>{state}</p>
      <button type="button" onClick={retry}>
        retry {name}
      </button>
      {reader}
    </div>
  );
}

/** Each test has its own SWR cache, as a fresh page would. */
function renderReaders(readers: { url: string | null; name: string }[]) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      {readers.map((reader) => (
        <Reader key={reader.name} {...reader} />
      ))}
    </SWRConfig>,
  );
}

const url = folderImagesUrl('floorplan:aspen');
const folder = { images: [{ src: '/assets/aspen-2.jpg', alt: 'Kitchen' }, { src: '/assets/aspen-3.jpg', alt: 'Bath' }] };
const answers = (...bodies: (object | null)[]) => {
  const fetchMock = jest.fn();
  for (const body of bodies) fetchMock.mockResolvedValueOnce(body ? { ok: true, json: async () => body } : { ok: false, json: async () => ({}) });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
};

describe('useFolderPhotos', () => {
  test('reads nothing until a folder is asked for', async () => {
    const fetchMock = answers(folder);
    renderReaders([{ url: null, name: 'card' }]);
    await act(async () => {});
    expect(screen.getByTestId('card')).toHaveTextContent('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('two cards of the same folder read it once, and both get its photos', async () => {
    const fetchMock = answers(folder, folder);
    renderReaders([
      { url, name: 'first' },
      { url, name: 'second' },
    ]);
    expect(screen.getByTestId('first')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('Kitchen,Bath'));
    expect(screen.getByTestId('second')).toHaveTextContent('Kitchen,Bath');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(url);
  });

  test('a failed read says so; retry reads the folder again', async () => {
    const fetchMock = answers(null, folder);
    renderReaders([{ url, name: 'gallery' }]);
    await waitFor(() => expect(screen.getByTestId('gallery')).toHaveTextContent('failed'));
    act(() => screen.getByRole('button', { name: 'retry gallery' }).click());
    expect(screen.getByTestId('gallery')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('gallery')).toHaveTextContent('Kitchen,Bath'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("a card asking after another card's read failed reads again instead of taking the old failure", async () => {
    const fetchMock = answers(null, folder);
    const { rerender } = renderReaders([{ url, name: 'first' }]);
    await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent('failed'));
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Reader url={url} name="first" />
        <Reader url={url} name="second" />
      </SWRConfig>,
    );
    expect(screen.getByTestId('second')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('second')).toHaveTextContent('Kitchen,Bath'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
