import type { Ref } from 'react';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ContactForm.css';
import { STEP_ONE_HEADING, STEP_TWO_HEADING } from './contactTexts';

export interface ContactStepHeaderProps {
  step: 1 | 2;
  headingLevel: 2 | 3 | 4;
  /** The heading: focused by the form when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Text for the polite live region (set when the step changes, '' at first). */
  announcement: string;
}

/** The wizard's step heading ('Step 1 of 2 (required)' / 'Step 2 of 2 (optional)'), hint and progress bar. */
export function ContactStepHeader({ step, headingLevel, headingRef, announcement }: ContactStepHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className={styles.stepHeader}>
        <Heading ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {step === 1 ? STEP_ONE_HEADING : STEP_TWO_HEADING}
        </Heading>
        <p className={styles.stepHint}>
          {step === 1
            ? 'Fields marked with * are required.'
            : 'Tell us a little more so we can suggest the right home. Everything here is optional.'}
        </p>
        <div className={styles.progress} aria-hidden="true">
          <span className={`${styles.progressSegment} ${styles.progressDone}`} />
          <span className={step === 2 ? `${styles.progressSegment} ${styles.progressDone}` : styles.progressSegment} />
        </div>
      </div>
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
