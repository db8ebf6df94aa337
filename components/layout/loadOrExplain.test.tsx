import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOAD_FAILED_TEXT } from './errorTexts';
import { loadOrExplain } from './loadOrExplain';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;
const CHUNK = 'http://localhost/_next/static/chunks/6102.2a314bbaec0027e5.js';
const chunkLoadError = () => Object.assign(new Error('Loading chunk 6102 failed.'), { name: 'ChunkLoadError', request: CHUNK });

/** The server's answer to the HEAD request for the failed file; a network failure when null. */
function serverAnswers(status: number | null) {
  global.fetch = jest.fn(async () => {
    if (status === null) throw new TypeError('Failed to fetch');
    return { status } as Response;
  });
}

afterEach(() => {
  delete (global as { fetch?: unknown }).fetch;
});

describe('loadOrExplain', () => {
  test('renders the part when it loads', async () => {
    const Part = await loadOrExplain(async () => Hello)();
    render(<Part name="Aspen" />);
    expect(screen.getByText('hello Aspen')).toBeInTheDocument();
  });

  test('the server no longer has the file: says the page is out of date and offers a reload', async () => {
    serverAnswers(404);
    const Part = await loadOrExplain<{ name: string }>(() => Promise.reject(chunkLoadError()))();
    render(<Part name="Aspen" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT.updated);
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });

  test('offline: "Try again" loads the part, with its props, and it stays loaded', async () => {
    serverAnswers(null);
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue(Hello);
    const loader = loadOrExplain(load);
    const Part = await loader();
    render(<Part name="Aspen" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT.offline);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('hello Aspen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Shown again (a modal opened anew), the same failed part renders what the retry loaded.
    render(<Part name="Birch" />);
    expect(screen.getByText('hello Birch')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('the server fails (a 502 from its proxy): says so rather than blame the connection, and offers a retry', async () => {
    serverAnswers(502);
    const Part = await loadOrExplain<{ name: string }>(() => Promise.reject(chunkLoadError()))();
    render(<Part name="Aspen" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT.unavailable);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/connection/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('the focus goes to the modal around the part once a retry brings it', async () => {
    serverAnswers(null);
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(chunkLoadError()).mockResolvedValue(Hello);
    const Part = await loadOrExplain(load)();
    render(
      <div role="dialog" aria-label="Contact Us" tabIndex={-1}>
        <Part name="Aspen" />
      </div>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('hello Aspen')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  test('a retry that fails again tells why anew', async () => {
    serverAnswers(null);
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(chunkLoadError()).mockRejectedValueOnce(chunkLoadError());
    const Part = await loadOrExplain(load)();
    render(<Part name="Aspen" />);
    await screen.findByRole('alert');
    serverAnswers(404);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT.updated);
  });

  test('the note is shown in the frame given (a modal of its own)', async () => {
    serverAnswers(404);
    const Part = await loadOrExplain<{ name: string }>(
      () => Promise.reject(chunkLoadError()),
      ({ name }, note) => (
        <section aria-label={`Frame for ${name}`}>{note}</section>
      ),
    )();
    render(<Part name="Aspen" />);
    const frame = screen.getByRole('region', { name: 'Frame for Aspen' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT.updated);
    expect(frame).toContainElement(screen.getByRole('alert'));
  });
});
