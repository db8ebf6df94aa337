import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field';
import * as fieldStyles from './Field.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The visible label (required: every input has one). */
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  /** Error text shown under the input; sets aria-invalid and is read with the input. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper (label + input + messages). */
  fieldClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text-like input (text, email, tel, number, date, …). Server-safe. */
export function Input({ label, id, hint, error, required, hideLabel, fieldClassName, className, type = 'text', ...rest }: InputProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} hideLabel={hideLabel} className={fieldClassName}>
      {(control) => (
        <input
          type={type}
          className={className ? `${fieldStyles.control} ${className}` : fieldStyles.control}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
