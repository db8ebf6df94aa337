'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import { useClientValue } from '@/components/ui/useClientValue';
import { COPY_CONFIRMATION_MS, facebookShareUrl, mailtoShareUrl, xShareUrl } from '@/lib/domain/share-links';
import { screenOnly, visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ShareMenu.css';

export interface ShareMenuProps {
  /** The page's absolute URL and title as the server knows them (replaced by the live ones). */
  url: string;
  title: string;
  className?: string;
}

type Item =
  | { kind: 'link'; label: string; icon: IconName; href: string; newTab: boolean }
  | { kind: 'action'; label: string; icon: IconName; action: 'copy' | 'share' };

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/**
 * The share dropdown (docs/product.md): Facebook and X by their plain share URLs in a new tab,
 * e-mail (subject = the page title, body = the current URL), copy link with a 'Copied!'
 * confirmation for exactly 2 seconds, and the device's share sheet (Web Share API) on phones
 * that have it. An accessible menu button: Enter/Space/↓ open on the first item, ↑ on the last;
 * ↑/↓/Home/End move; Escape closes and returns focus to the button; Tab or a click outside close.
 */
export function ShareMenu({ url, title, className }: ShareMenuProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [open, setOpen] = useState(false);
  const [live, setLive] = useState({ url, title });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  // The system share sheet, offered where it is the natural way to share: touch devices.
  const canShare = useClientValue(() => typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true, false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function items(): Item[] {
    const list: Item[] = [
      { kind: 'link', label: 'Share on Facebook', icon: 'facebook', href: facebookShareUrl(live.url), newTab: true },
      { kind: 'link', label: 'Share on X', icon: 'x-social', href: xShareUrl(live.url, live.title), newTab: true },
      { kind: 'link', label: 'Share by e-mail', icon: 'mail', href: mailtoShareUrl(live.title, live.url), newTab: false },
      { kind: 'action', label: 'Copy link', icon: 'copy', action: 'copy' },
    ];
    if (canShare) list.push({ kind: 'action', label: 'More ways to share…', icon: 'share', action: 'share' });
    return list;
  }

  function menuItems(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function openMenu(focus: 'first' | 'last') {
    setLive({ url: window.location.href, title: document.title || title });
    setOpen(true);
    requestAnimationFrame(() => {
      const all = menuItems();
      (focus === 'first' ? all[0] : all[all.length - 1])?.focus();
    });
  }

  function close(restoreFocus: boolean) {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }

  async function copyLink() {
    const ok = await copyText(window.location.href);
    close(true);
    setCopied(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
  }

  async function shareNatively() {
    close(true);
    try {
      await navigator.share({ title: document.title || title, url: window.location.href });
    } catch {
      // Cancelled by the visitor: nothing to do.
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  }

  return (
    <div ref={rootRef} className={`${styles.root} ${screenOnly}${className ? ` ${className}` : ''}`}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Icon name="share" />
        Share
      </button>
      <span role="status" className={styles.status}>
        {copied === 'copied' ? (
          <>
            <Icon name="check" /> Copied!
          </>
        ) : copied === 'failed' ? (
          'Could not copy the link'
        ) : null}
      </span>
      <ul
        ref={menuRef}
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items().map((item) => (
          <li key={item.label} role="none">
            {item.kind === 'link' ? (
              <a
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                href={item.href}
                {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={() => close(true)}
              >
                <Icon name={item.icon} />
                {item.label}
                {item.newTab ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
              </a>
            ) : (
              <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={() => void (item.action === 'copy' ? copyLink() : shareNatively())}>
                <Icon name={item.icon} />
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
