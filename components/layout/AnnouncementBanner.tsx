'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { announcementKey, DEFAULT_ANNOUNCEMENT_LINK_TEXT, firstNotDismissed, type Announcement } from '@/lib/domain/announcements';
import { readDismissed, rememberDismissed } from './announcementDismissals';
import * as styles from './AnnouncementBanner.css';

export const ANNOUNCEMENTS_URL = '/api/announcements';

function isAnnouncementList(value: unknown): value is Announcement[] {
  const optional = (v: unknown) => v === null || typeof v === 'string';
  return (
    Array.isArray(value) &&
    value.every((item) => item && typeof item === 'object' && typeof item.text === 'string' && optional(item.link) && optional(item.linkText) && optional(item.startDate) && optional(item.endDate))
  );
}

/**
 * While the banner is up, the page keeps a bottom scroll padding of its height, so what the
 * keyboard focuses (or a #link scrolls to) stops above the banner rather than under it (the
 * header's own height is the top padding, in styles/global.css.ts). A ref callback: React runs
 * the returned cleanup when the banner goes.
 */
function reserveRoomBelow(banner: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty('scroll-padding-bottom', `${banner.offsetHeight}px`));
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty('scroll-padding-bottom');
  };
}

/**
 * The site-wide banner (lib/domain/announcements.ts): of the announcements current today (the
 * server picks them, so no time-zone code runs here), the first the visitor has not dismissed
 * during this visit. Reads them once when it mounts; shows nothing when they cannot be read.
 */
export function AnnouncementBanner() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    let live = true;
    fetch(ANNOUNCEMENTS_URL, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : []))
      .then((value: unknown) => {
        if (live && isAnnouncementList(value)) setAnnouncement(firstNotDismissed(value, readDismissed()));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!announcement) return null;

  function dismiss() {
    if (!announcement) return;
    rememberDismissed(announcementKey(announcement));
    setAnnouncement(null);
    // The button goes away with the banner: keyboard users continue from the page's content.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  const { link } = announcement;
  const linkText = announcement.linkText ?? DEFAULT_ANNOUNCEMENT_LINK_TEXT;
  return (
    <section ref={reserveRoomBelow} className={styles.banner} aria-label="Announcement">
      <p className={styles.text}>
        {announcement.text}
        {link ? (
          link.startsWith('/') ? (
            <SiteLink href={link} className={styles.link}>
              {linkText}
            </SiteLink>
          ) : (
            <a href={link} className={styles.link} rel="noopener">
              {linkText}
            </a>
          )
        ) : null}
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label="Dismiss the announcement">
        <Icon name="close" size="1.25rem" />
      </button>
    </section>
  );
}
