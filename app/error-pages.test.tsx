import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
