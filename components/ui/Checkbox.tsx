import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label as the click target (44 px tall row). Server-safe. */
export function Checkbox({ label, id: givenId, hint, error, required, wrapperClassName, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const id = givenId ?? `checkbox${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapperClassName ? `${styles.wrapper} ${wrapperClassName}` : styles.wrapper}>
      <label className={styles.row} htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          className={className ? `${styles.input} ${className}` : styles.input}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          required={required}
          {...rest}
        />
        <span className={styles.labelText}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
