import type { ReactNode } from 'react';
import * as feedbackStyles from '@/components/forms/FormFeedback.css';
import { Icon } from '@/components/ui/Icon';

/**
 * One sentence in the forms' error box (FormFeedback.tsx), announced as it appears; without
 * FormFeedback's code, so it costs a page's first load next to nothing.
 */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={feedbackStyles.feedback.error}>
      <p className={feedbackStyles.title}>
        <Icon name="alert" className={feedbackStyles.errorIcon} />
        {children}
      </p>
    </div>
  );
}
