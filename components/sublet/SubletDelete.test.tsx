import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubletDelete } from './SubletDelete';

const KEY = 'k'.repeat(43);

/** Answers each request with the next status (the last one repeats); 'hang' waits for the signal to abort. */
function mockFetch(...statuses: (number | 'network' | 'hang')[]) {
  let call = 0;
  const fetchMock = jest.fn(async (_url: string, init: RequestInit = {}) => {
    const status = statuses[Math.min(call, statuses.length - 1)]!;
    call += 1;
    if (status === 'network') throw new TypeError('Failed to fetch');
    if (status === 'hang') {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return { status, ok: status < 300, json: async () => null } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('SubletDelete (docs/product.md)', () => {
  it('asks for confirmation; Cancel closes without deleting and returns focus', async () => {
    const fetchMock = mockFetch(204);
    const user = userEvent.setup();
    render(<SubletDelete assetKey={KEY} title="Sunny room" />);
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Delete this sublet?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it("deletes on confirmation: 'Sublet Deleted!' and the button disabled", async () => {
    const fetchMock = mockFetch(204);
    const user = userEvent.setup();
    render(<SubletDelete assetKey={KEY} title="Sunny room" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.closest('[role="dialog"]'))!;
    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent('Sublet Deleted!');
    expect(fetchMock).toHaveBeenCalledWith(`/api/sublets/${KEY}`, expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  const confirmDelete = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.closest('[role="dialog"]'))!);
  };

  it("pressed again after an attempt whose answer was lost, and told the key is unknown: that attempt deleted it, 'Sublet Deleted!'", async () => {
    const fetchMock = mockFetch('network', 404);
    const user = userEvent.setup();
    render(<SubletDelete assetKey={KEY} title="Sunny room" />);
    await confirmDelete(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting sublet!');
    await confirmDelete(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Sublet Deleted!');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives up on an answer that has not come in 30 s: 'Error deleting sublet!', and the button stays usable", async () => {
    jest.useFakeTimers();
    try {
      mockFetch('hang');
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<SubletDelete assetKey={KEY} title="Sunny room" />);
      await confirmDelete(user);
      await act(() => jest.advanceTimersByTimeAsync(29_000));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting sublet!');
      expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([[404], [429], [500], ['network' as const]])("says 'Error deleting sublet!' on %s, and the button stays usable", async (status) => {
    mockFetch(status);
    const user = userEvent.setup();
    render(<SubletDelete assetKey={KEY} title="Sunny room" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).find((b) => b.closest('[role="dialog"]'))!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error deleting sublet!');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
