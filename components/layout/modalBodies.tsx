'use client';

import dynamic from 'next/dynamic';
import { ContactFormSkeleton } from '@/components/contact/ContactFormSkeleton';
import { loadOrExplain } from '@/components/layout/loadOrExplain';
import { Skeleton } from '@/components/ui/Skeleton';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './SiteModals.css';

function loadContactBody() {
  return import('./ContactModalBody');
}
function loadApplicationBody() {
  return import('./ApplicationModalBody');
}

/** Start fetching a modal's form code early (on hover/focus of a trigger). */
export function preloadModalBody(which: 'contact' | 'apply') {
  void (which === 'contact' ? loadContactBody() : loadApplicationBody()).catch(() => {});
}

function BodyLoading() {
  return (
    <div role="status" aria-busy="true" className={styles.applicationLoading}>
      <span className={visuallyHidden}>Loading the form</span>
      <Skeleton shape="text" width="80%" />
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
      <Skeleton height="6rem" />
    </div>
  );
}

function ContactBodyLoading() {
  return (
    <div className={styles.contactLoading}>
      <ContactFormSkeleton />
    </div>
  );
}

/** The contact form slot, fetched on first open (the contact form's skeleton meanwhile). */
export const LazyContactModalBody = dynamic(loadOrExplain(() => loadContactBody().then((module) => module.ContactModalBody)), {
  ssr: false,
  loading: ContactBodyLoading,
});

/** The application form slot, fetched on first open. */
export const LazyApplicationModalBody = dynamic(
  loadOrExplain(() => loadApplicationBody().then((module) => module.ApplicationModalBody)),
  { ssr: false, loading: BodyLoading },
);
