'use client';

import { useState, type ChangeEvent, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { visuallyHidden } from '@/styles/utilities.css';
import { Field } from './Field';
import * as fieldStyles from './Field.css';
import * as styles from './Textarea.css';

export const TEXTAREA_DEFAULT_MAX_LENGTH = 1000;
export const TEXTAREA_DEFAULT_ROWS = 6;
/** Below this many characters left, the count is also announced while typing. */
const ANNOUNCE_BELOW = 20;

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function charactersLeftText(left: number) {
  return `${left} ${left === 1 ? 'character' : 'characters'} left`;
}

/**
 * A labelled textarea with a live "N characters left" counter (docs/product.md: max 1000 and 6 rows by
 * default). Works controlled (`value`) or uncontrolled (`defaultValue`).
 */
export function Textarea({
  label,
  id,
  hint,
  error,
  required,
  hideLabel,
  fieldClassName,
  className,
  maxLength = TEXTAREA_DEFAULT_MAX_LENGTH,
  rows = TEXTAREA_DEFAULT_ROWS,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextareaProps) {
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const left = Math.max(0, maxLength - length);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      {(control) => {
        const counterId = `${control.id}-counter`;
        const describedBy = [control['aria-describedby'], counterId].filter(Boolean).join(' ');
        return (
          <>
            <textarea
              className={[fieldStyles.control, styles.textarea, className].filter(Boolean).join(' ')}
              {...control}
              aria-describedby={describedBy}
              maxLength={maxLength}
              rows={rows}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              {...rest}
            />
            <p id={counterId} className={left <= ANNOUNCE_BELOW ? `${styles.counter} ${styles.counterLow}` : styles.counter}>
              {charactersLeftText(left)}
            </p>
            <span className={visuallyHidden} aria-live="polite">
              {left <= ANNOUNCE_BELOW ? charactersLeftText(left) : ''}
            </span>
          </>
        );
      }}
    </Field>
  );
}
