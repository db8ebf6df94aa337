import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import * as fieldStyles from './Field.css';
import { Icon } from './Icon';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  id?: string;
  /** The choices; or pass <option> children instead. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option such as "Choose a community". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native <select>. Server-safe. */
export function Select({
  label,
  id,
  options,
  placeholder,
  hint,
  error,
  required,
  hideLabel,
  fieldClassName,
  className,
  children,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} hideLabel={hideLabel} className={fieldClassName}>
      {({ required: requiredAttribute, ...control }) => (
        <div className={styles.wrap}>
          <select
            className={[fieldStyles.control, styles.select, className].filter(Boolean).join(' ')}
            {...control}
            // HTML's `required` on a select means "the first, empty option is not an answer":
            // without that placeholder the value is never empty, so say it to assistive tech only.
            {...(placeholder !== undefined ? { required: requiredAttribute } : { 'aria-required': requiredAttribute })}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <Icon name="chevron-down" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
