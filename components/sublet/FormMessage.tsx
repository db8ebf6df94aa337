import type { ReactNode, Ref } from 'react';
import { Icon } from '@/components/ui/Icon';
import * as styles from './FormMessage.css';

export interface FieldMessage {
  /** The control the message belongs to (its link moves focus there). */
  fieldId: string;
  message: string;
}

export interface FormMessageValue {
  kind: 'error' | 'success';
  message: string;
  /** Field messages listed under an error, each linked to its field. */
  fields?: readonly FieldMessage[];
  detail?: ReactNode;
}

function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  field?.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

/**
 * A sublet form's one message box (DESIGN: one error summary per form): 'Fix field error(s)' with a
 * link per field message, a failure ('Error posting sublet!', 'Message Failed!'…) or a success.
 * Focusable: the form moves focus here after a submit.
 */
export function FormMessage({ value, ref }: { value: FormMessageValue | null; ref?: Ref<HTMLDivElement> }) {
  if (!value) return null;
  const success = value.kind === 'success';
  return (
    <div ref={ref} tabIndex={-1} role={success ? 'status' : 'alert'} className={styles.box[value.kind]}>
      <p className={styles.title}>
        <Icon name={success ? 'check' : 'alert'} className={success ? styles.successIcon : styles.errorIcon} />
        <span>{value.message}</span>
      </p>
      {value.detail ? <p className={styles.detail}>{value.detail}</p> : null}
      {value.fields?.length ? (
        <ul className={styles.list}>
          {value.fields.map((item) => (
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
