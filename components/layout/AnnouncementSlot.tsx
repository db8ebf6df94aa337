'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { BANNER_DELAY_MS } from '@/lib/domain/announcement-timing';
import * as styles from './AnnouncementSlot.css';

// Without its code (a failed fetch) there is no banner: nothing shows, and the page goes on.
const NoBanner = () => null;
const AnnouncementBanner = dynamic(
  () => import('./AnnouncementBanner').then((m) => m.AnnouncementBanner, () => NoBanner),
  { ssr: false },
);

/**
 * Where the site-wide banner appears, BANNER_DELAY_MS after the page loads. The banner's code and
 * the announcements load only then, so no page pays for them while it loads. The wrapper is a
 * polite live region, present from the first HTML, so a screen reader hears the announcement.
 */
export function AnnouncementSlot() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <div aria-live="polite" className={styles.slot} data-slot="announcement">{due ? <AnnouncementBanner /> : null}</div>;
}
