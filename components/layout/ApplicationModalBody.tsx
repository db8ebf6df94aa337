'use client';

import { ContactDetails } from './ContactDetails';
import { describePreset } from './presetText';
import type { ModalPreset } from './siteModalsState';

export interface ApplicationModalBodyProps {
  /** Community / floor plan / address pre-set by `openApplication(preset)`. */
  preset: ModalPreset;
  /** Closes the modal. */
  onClose: () => void;
  /** Closes this modal and opens the contact modal (same preset). */
  onContactUs: () => void;
}

/**
 * THE SLOT of the application modal: the Rental Application Request form goes here, loaded on
 * demand (next/dynamic in modalBodies.tsx). Until the form exists it lets the visitor request
 * an application by e-mail (pre-filled) or phone.
 */
export function ApplicationModalBody({ preset }: ApplicationModalBodyProps) {
  const about = describePreset(preset);
  const body = [
    'Name:',
    'Phone:',
    `Community: ${preset.communityName ?? ''}`,
    `Address or floor plan: ${preset.address ?? preset.floorplanName ?? ''}`,
    'Questions:',
  ].join('\n');
  return (
    <div>
      <p>
        Request an application{about ? ` for ${about}` : ''} by e-mail with your name, phone and the community you
        like, or call us. We will send you the application.
      </p>
      <ContactDetails emailSubject="Rental Application Request" emailBody={body} />
    </div>
  );
}
