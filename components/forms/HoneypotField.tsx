import type { ChangeEvent } from 'react';
import { HONEYPOT_FIELD } from '@/lib/domain/validation/honeypot';
import * as styles from './HoneypotField.css';

export interface HoneypotFieldProps {
  /** Makes the id unique on the page (a page form and a modal form may coexist). */
  idPrefix: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The honeypot (`website`): a text field people never see or reach — moved off-screen (not
 * display:none, which some bots skip), aria-hidden, out of the tab order and never autofilled.
 * Bots that fill it get a success answer and nothing is stored (lib/http/form-endpoint.ts).
 */
export function HoneypotField({ idPrefix, value, onChange }: HoneypotFieldProps) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.offscreen} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
