'use client';

import { useId, useState, type CSSProperties, type ChangeEvent } from 'react';
import { formatUsd } from '@/lib/domain/formats';
import { RENT_MAX, RENT_MIN } from '@/lib/domain/rent-range';
import { moveRangeHandle, normalizeRange, type RangeValue } from './rangeHandles';
import * as styles from './RangeSlider.css';

export interface RangeSliderProps {
  /** The visible name of the whole control, e.g. "Rent". */
  label: string;
  min?: number;
  max?: number;
  step?: number;
  /** Controlled value [low, high]. */
  value?: RangeValue;
  /** Uncontrolled start value (default: the full range). */
  defaultValue?: RangeValue;
  /** Called on every move. */
  onChange?: (value: [number, number]) => void;
  /** Called when a drag or key press ends (pointer up / key up / blur): use it to write a URL. */
  onCommit?: (value: [number, number]) => void;
  /** Accessible names of the handles (default "Minimum {label}" / "Maximum {label}"). */
  minLabel?: string;
  maxLabel?: string;
  /** How values read (default US dollars without decimals). */
  formatValue?: (value: number) => string;
  /** Form field names of the two inputs, for native form posts. */
  names?: readonly [string, string];
  disabled?: boolean;
  className?: string;
}

function cssVarName(reference: string) {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * Two overlaid native range inputs (keyboard accessible, each labelled). The minimum handle stays
 * at least one step below the maximum (docs/product.md); defaults to the rent range 0–4000 in dollars.
 */
export function RangeSlider({
  label,
  min = RENT_MIN,
  max = RENT_MAX,
  step = 1,
  value,
  defaultValue,
  onChange,
  onCommit,
  minLabel = `Minimum ${label.toLowerCase()}`,
  maxLabel = `Maximum ${label.toLowerCase()}`,
  formatValue = formatUsd,
  names,
  disabled,
  className,
}: RangeSliderProps) {
  const bounds = { min, max, gap: step };
  const [internal, setInternal] = useState<[number, number]>(() => normalizeRange(defaultValue ?? [min, max], bounds));
  const current = value !== undefined ? normalizeRange(value, bounds) : internal;
  const [low, high] = current;
  const labelId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-label`;
  const span = max - min || 1;

  function move(handle: 'min' | 'max') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const next = moveRangeHandle(current, handle, Number(event.target.value), bounds);
      if (value === undefined) setInternal(next);
      onChange?.(next);
    };
  }
  const commit = () => onCommit?.(current);

  const sliderStyle = {
    [cssVarName(styles.startPercent)]: String((low - min) / span),
    [cssVarName(styles.endPercent)]: String((high - min) / span),
  } as CSSProperties;
  // When both handles crowd the top end, the minimum handle must be the one on top to be draggable.
  const minOnTop = low > min + span / 2;

  const inputProps = {
    min,
    max,
    step,
    disabled,
    onPointerUp: commit,
    onKeyUp: commit,
  };

  return (
    <div role="group" aria-labelledby={labelId} className={className ? `${styles.group} ${className}` : styles.group}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <output className={styles.output} aria-live="off">
          {formatValue(low)} – {formatValue(high)}
        </output>
      </div>
      <div className={styles.slider} style={sliderStyle}>
        <div className={styles.track} aria-hidden="true" />
        <div className={styles.fill} aria-hidden="true" />
        <input
          type="range"
          {...inputProps}
          className={minOnTop ? `${styles.input} ${styles.inputOnTop}` : styles.input}
          name={names?.[0]}
          value={low}
          aria-label={minLabel}
          aria-valuetext={formatValue(low)}
          onChange={move('min')}
        />
        <input
          type="range"
          {...inputProps}
          className={styles.input}
          name={names?.[1]}
          value={high}
          aria-label={maxLabel}
          aria-valuetext={formatValue(high)}
          onChange={move('max')}
        />
      </div>
      <div className={styles.bounds} aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
