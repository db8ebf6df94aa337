import type { Ref } from 'react';
import { Icon } from '@/components/ui/Icon';
import * as styles from './FormFeedback.css';

export interface SummaryItem {
  /** The id of the control the message belongs to (the link moves focus there). */
  fieldId: string;
  message: string;
}

export type Feedback =
  | { kind: 'invalid'; title: string; items: readonly SummaryItem[] }
  | { kind: 'error'; message: string }
  | { kind: 'success'; message: string };

export interface FormFeedbackProps {
  feedback: Feedback | null;
  /** Heading level of the summary title (one below the form's heading). */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The form's one message box (docs/architecture.md, "Forms in the browser"): the invalid-fields summary
 * ('Fill all the required fields' + a link per message to its field), the submission error, or
 * the success message. Focusable (tabIndex -1): the form moves focus here after a submit.
 */
export function FormFeedback({ feedback, headingLevel = 3, ref }: FormFeedbackProps) {
  if (!feedback) return null;
  const Heading = `h${headingLevel}` as const;
  if (feedback.kind === 'invalid') {
    return (
      <div ref={ref} tabIndex={-1} role="alert" className={styles.feedback.error}>
        <Heading className={styles.title}>
          <Icon name="alert" className={styles.errorIcon} />
          {feedback.title}
        </Heading>
        {feedback.items.length > 0 ? (
          <ul className={styles.list}>
            {feedback.items.map((item) => (
              <li key={`${item.fieldId}:${item.message}`}>
                <a
                  href={`#${item.fieldId}`}
                  className={styles.link}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(item.fieldId);
                  }}
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  const success = feedback.kind === 'success';
  return (
    <div ref={ref} tabIndex={-1} role={success ? 'status' : 'alert'} className={success ? styles.feedback.success : styles.feedback.error}>
      <p className={styles.title}>
        <Icon name={success ? 'check' : 'alert'} className={success ? styles.successIcon : styles.errorIcon} />
        {feedback.message}
      </p>
    </div>
  );
}
