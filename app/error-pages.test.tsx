import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATABASE_UNAVAILABLE_TEXT, LOAD_FAILED_TEXT } from '@/components/layout/errorTexts';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/http/pages-without-database';
import ErrorPage from './error';
import GlobalError from './global-error';
import NotFound, { metadata } from './not-found';

describe('not-found page', () => {
  it("shows 'Resource Not Found' and 'Uh-oh, this is a 404' with a way home, titled 'Resource Not Found'", () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Resource Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Uh-oh, this is a 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(metadata.title).toEqual({ absolute: 'Resource Not Found' });
  });
});

describe('error pages', () => {
  it("show 'Unexpected Application Error!' with a retry", async () => {
    const retry = jest.fn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage error={new Error('boom')} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('says it passes, with a retry and no reference, when the database could not be reached', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const retry = jest.fn();
    render(<ErrorPage error={Object.assign(new Error('hidden in production'), { digest: DATABASE_UNAVAILABLE_DIGEST })} retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(DATABASE_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Reference/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('names the reference of any other error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage error={Object.assign(new Error('boom'), { digest: '1636497008' })} retry={jest.fn()} />);
    expect(screen.getByText('Something went wrong while loading this page. Please try again. (Reference 1636497008)')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('takes the focus and the top of the screen: it stands in for the page a link led to', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(<ErrorPage error={new Error('boom')} retry={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
    spy.mockRestore();
  });

  it("offers a reload, not a retry, when the page's code is gone from the server (a deploy since)", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const request = 'http://localhost/_next/static/chunks/app/sublets/page-adb02259bd3f1e2d.js';
    global.fetch = jest.fn(async () => ({ status: 404 }) as Response);
    const retry = jest.fn();
    render(<ErrorPage error={Object.assign(new Error('Loading chunk 4729 failed.'), { name: 'ChunkLoadError', request })} retry={retry} />);
    expect(await screen.findByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText(LOAD_FAILED_TEXT.updated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(global.fetch).toHaveBeenCalledWith(request, { method: 'HEAD', cache: 'no-store' });
    delete (global as { fetch?: unknown }).fetch;
    jest.restoreAllMocks();
    spy.mockRestore();
  });

  it('the global one too', async () => {
    const retry = jest.fn();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<GlobalError error={new Error('boom')} retry={retry} />, { container: document.documentElement });
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
