'use client';

import { ContactDetails } from './ContactDetails';
import { describePreset } from './presetText';
import type { ModalPreset } from './siteModalsState';

export interface ContactModalBodyProps {
  /** Community / floor plan the visitor asks about (from `openContact(preset)`). */
  preset: ModalPreset;
  /** Closes the modal (e.g. after a message is sent). */
  onClose: () => void;
}

/**
 * THE SLOT of the contact modal: the Contact Us form goes here. It is loaded on demand
 * (next/dynamic in modalBodies.tsx), so whatever it imports never weighs on pages until the
 * modal opens. Until the form exists it offers the phone and e-mail of the leasing team.
 */
export function ContactModalBody({ preset }: ContactModalBodyProps) {
  const about = describePreset(preset);
  return (
    <div>
      <p>
        {about ? `Questions about ${about}? ` : 'Questions about a community, a floor plan or a move-in date? '}
        Our leasing team answers by phone, text or e-mail.
      </p>
      <ContactDetails emailSubject={about ? `Question about ${about}` : 'Question'} />
    </div>
  );
}
