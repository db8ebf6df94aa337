import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareMenu } from './ShareMenu';

const url = 'https://example.com/floorplans/kirkwood-aster';

beforeEach(() => {
  document.title = 'The Aster: Studio at Kirkwood Commons';
  window.history.replaceState(null, '', '/floorplans/kirkwood-aster?tour=1');
});

function menuItems() {
  return within(screen.getByRole('menu')).getAllByRole('menuitem');
}

describe('ShareMenu', () => {
  test('is a menu button: the menu opens on the first item, arrows move, Escape closes and restores focus', async () => {
    const user = userEvent.setup();
    render(<ShareMenu url={url} title="fallback" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const items = menuItems();
    expect(items.map((item) => item.textContent)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share by e-mail',
      'Copy link',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('shares the current page: social sites in a new tab, e-mail with the title as subject and the URL as body', async () => {
    const user = userEvent.setup();
    render(<ShareMenu url={url} title="fallback" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const current = window.location.href;
    const facebook = screen.getByRole('menuitem', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe(current);
    const x = screen.getByRole('menuitem', { name: /Share on X/ });
    expect(new URL(x.getAttribute('href')!).searchParams.get('url')).toBe(current);
    const mail = screen.getByRole('menuitem', { name: 'Share by e-mail' });
    const href = mail.getAttribute('href')!;
    expect(href.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('The Aster: Studio at Kirkwood Commons');
    expect(params.get('body')).toBe(current);
    expect(mail).not.toHaveAttribute('target');
  });

  test("copy link writes the URL and shows 'Copied!' for exactly 2 seconds", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<ShareMenu url={url} title="fallback" />);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      const status = screen.getByRole('status');
      // Let the clipboard promise settle, one microtask turn per act so that React renders after
      // each (no timer runs meanwhile; a fixed count of turns once fell short in a full run).
      for (let turn = 0; turn < 50 && !status.textContent?.includes('Copied!'); turn += 1) {
        await act(async () => {
          await Promise.resolve();
        });
      }
      expect(status).toHaveTextContent('Copied!');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
      act(() => jest.advanceTimersByTime(1999));
      expect(status).toHaveTextContent('Copied!');
      act(() => jest.advanceTimersByTime(1));
      expect(status).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  test('offers the device share sheet on phones that have one', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: query === '(pointer: coarse)' })) as typeof window.matchMedia;
    try {
      render(<ShareMenu url={url} title="fallback" />);
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await user.click(screen.getByRole('menuitem', { name: 'More ways to share…' }));
      expect(share).toHaveBeenCalledWith({ title: 'The Aster: Studio at Kirkwood Commons', url: window.location.href });
    } finally {
      window.matchMedia = matchMedia;
      delete (navigator as { share?: unknown }).share;
    }
  });

  test('without the Web Share API there is no share-sheet item', async () => {
    const user = userEvent.setup();
    render(<ShareMenu url={url} title="fallback" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.queryByRole('menuitem', { name: /More ways/ })).not.toBeInTheDocument();
  });
});
