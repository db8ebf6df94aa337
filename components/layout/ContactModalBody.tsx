'use client';

import { ContactForm } from '@/components/contact/ContactForm';
import { company } from '@/lib/company';
import * as styles from './ModalBodies.css';
import { describePreset } from './presetText';
import type { ModalPreset } from './siteModalsState';

export interface ContactModalBodyProps {
  /** Community / floor plan the visitor asks about (from `openContact(preset)`). */
  preset: ModalPreset;
  /** Closes the modal (e.g. after a message is sent). */
  onClose: () => void;
}

/**
 * The contact modal's body: the two-step Contact Us form, loaded on demand (next/dynamic in
 * modalBodies.tsx), so the form libraries never weigh on a page until the modal opens.
 */
export function ContactModalBody({ preset }: ContactModalBodyProps) {
  const about = describePreset(preset);
  return (
    <div className={styles.body}>
      <p className={styles.about}>
        {about ? `Questions about ${about}? ` : 'Questions about a community, a floor plan or a move-in date? '}
        Our leasing team answers by phone, text or e-mail.
      </p>
      <ContactForm variant="modal" preset={preset} phone={company.phoneRaw} headingLevel={3} />
    </div>
  );
}
