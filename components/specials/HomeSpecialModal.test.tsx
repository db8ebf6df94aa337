import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteModalsProvider } from '@/components/layout/SiteModalsProvider';
import { HomeSpecialModal, type SpecialSlide } from './HomeSpecialModal';
import { SPECIAL_CLOSED_COOKIE } from './specialModalCookie';

const slides: SpecialSlide[] = [
  { id: 1, title: 'Move-in Special', description: '$500 off', detailsHtml: '<p>Take <strong>$500</strong> off</p>', image: null },
  { id: 2, title: 'Town Home Week', description: 'No fee', detailsHtml: '', image: null },
  { id: 3, title: 'Winter Bonus', description: 'Gift card', detailsHtml: '', image: null },
];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function renderModal(specials = slides) {
  return render(
    <SiteModalsProvider>
      <button type="button">Somewhere on the page</button>
      <HomeSpecialModal specials={specials} />
    </SiteModalsProvider>,
  );
}

/** Lets `ms` pass, and the modal's code (loaded on its own, HomeSpecialModal.tsx) arrive. */
async function passTime(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  clearCookies();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('HomeSpecialModal', () => {
  test('opens 3 s after load, not before', async () => {
    renderModal();
    await passTime(2999);
    expect(screen.queryByRole('dialog')).toBeNull();
    await passTime(1);
    expect(screen.getByRole('dialog', { name: 'Move-in Special' })).toBeInTheDocument();
    expect(screen.getByText('$500', { selector: 'strong' })).toBeInTheDocument();
  });

  test('closing sets the closed-cookie for a day; with the cookie it does not open again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderModal();
    await passTime(3000);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SPECIAL_CLOSED_COOKIE}=1`);
    unmount();

    renderModal();
    await passTime(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Escape closes it and sets the cookie too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderModal();
    await passTime(3000);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${SPECIAL_CLOSED_COOKIE}=1`);
  });

  test('several specials cycle with previous and next, wrapping at both ends', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderModal();
    await passTime(3000);
    expect(screen.getByText('Special 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('dialog', { name: 'Winter Bonus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Move-in Special' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Move-in Special' })).toBeInTheDocument();
  });

  test('one special: no pager', async () => {
    renderModal([slides[0]!]);
    await passTime(3000);
    expect(screen.getByRole('dialog', { name: 'Move-in Special' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  test('waits while the visitor is typing in a field, then opens', async () => {
    const { container } = renderModal();
    const input = document.createElement('input');
    container.appendChild(input);
    input.focus();
    await passTime(3000);
    expect(screen.queryByRole('dialog')).toBeNull();
    input.blur();
    await passTime(2000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('nothing without specials', async () => {
    renderModal([]);
    await passTime(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
