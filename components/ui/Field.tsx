import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Field.css';
import { Icon } from './Icon';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** Use the given id for the control (else one is generated). */
  id?: string;
  hint?: ReactNode;
  /** Error text; falsy = no error. */
  error?: ReactNode;
  required?: boolean;
  /** Keep the label for screen readers only (it must still be meaningful). */
  hideLabel?: boolean;
  /** Extra ids the control should be described by (e.g. a counter). */
  describedBy?: string;
  /** Content after the control (e.g. a counter). */
  after?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint + error, wired with aria-describedby and aria-invalid. Server-safe. */
export function Field({
  label,
  id: givenId,
  hint,
  error,
  required,
  hideLabel,
  describedBy,
  after,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const id = givenId ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': described,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size="1.1em" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
