import type { ChangeEvent, ReactNode } from 'react';
import * as parts from '@/components/forms/FormParts.css';
import { Icon } from '@/components/ui/Icon';
import * as styles from './ChoiceChips.css';

/** A required radio group: its legend with the required mark, its choices, and its error. */
export function ChoiceGroup({ legend, error, errorId, children }: { legend: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <fieldset className={parts.fieldset}>
      <legend className={parts.legend}>
        {legend}
        <span className={parts.required} aria-hidden="true">
          *
        </span>
      </legend>
      {children}
      {error ? (
        <p id={errorId} className={parts.groupError}>
          <Icon name="alert" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface ChoiceChipProps {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The error of the group, when shown. */
  describedBy?: string;
  /** The radio's name when the visible text is not it ('Thu, Nov 26' for 'Thu' over 'Nov 26'). */
  ariaLabel?: string;
  main: ReactNode;
  sub?: ReactNode;
  /** Sub line above the main one (a weekday over its date), else below (a hint under a title). */
  subFirst?: boolean;
  className?: string;
}

/** One choice as a tappable chip: a native radio over the label, so arrow keys move within the group. */
export function ChoiceChip({ id, name, value, checked, onChange, describedBy, ariaLabel, main, sub, subFirst = false, className = styles.chip }: ChoiceChipProps) {
  const hidden = ariaLabel ? true : undefined;
  const subLine = sub ? (
    <span className={styles.chipSub} aria-hidden={hidden}>
      {sub}
    </span>
  ) : null;
  return (
    <label className={className}>
      <input
        type="radio"
        required
        id={id}
        name={name}
        value={value}
        className={styles.radio}
        checked={checked}
        onChange={onChange}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
      />
      {subFirst ? subLine : null}
      <span className={styles.chipMain} aria-hidden={hidden}>
        {main}
      </span>
      {subFirst ? null : subLine}
    </label>
  );
}
