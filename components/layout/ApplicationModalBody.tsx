'use client';

import { ApplicationForm } from '@/components/application/ApplicationForm';
import * as styles from './ModalBodies.css';
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
 * The application modal's body: the Rental Application Request form, loaded on demand
 * (next/dynamic in modalBodies.tsx) so the form libraries never weigh on a page until the modal
 * opens. The shell around it states that applications are free and offers the contact-us button.
 */
export function ApplicationModalBody({ preset }: ApplicationModalBodyProps) {
  const about = describePreset(preset);
  return (
    <div className={styles.body}>
      {about ? <p className={styles.about}>Requesting an application for {about}.</p> : null}
      <ApplicationForm preset={preset} headingLevel={3} />
    </div>
  );
}
