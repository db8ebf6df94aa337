'use client';

import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import * as styles from './ImageInput.css';

export interface CsvInputProps {
  label: ReactNode;
  /** Called with the chosen file, or null when cleared. */
  onChange?: (file: File | null) => void;
  /** Called with the file's text once read. */
  onText?: (text: string, file: File) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  buttonText?: string;
  id?: string;
}

export const CSV_ACCEPT = '.csv,text/csv';

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** Choose one CSV file (accept text/csv); shows its name with a remove button. */
export function CsvInput({
  label,
  onChange,
  onText,
  hint,
  error,
  required,
  disabled,
  buttonText = 'Choose a CSV file',
  id: givenId,
}: CsvInputProps) {
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = givenId ?? `csv${generated}`;
  const [file, setFile] = useState<File | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    onChange?.(picked);
    if (onText) void readText(picked).then((text) => onText(text, picked));
  }

  function clear() {
    setFile(null);
    onChange?.(null);
  }

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrapper}>
      <span className={styles.legend} id={`${id}-legend`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={CSV_ACCEPT}
        className={styles.fileInput}
        onChange={handleChange}
        disabled={disabled}
        aria-labelledby={`${id}-legend ${id}-button`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
      <label htmlFor={id} className={styles.picker} id={`${id}-button`}>
        <Icon name="upload" />
        {buttonText}
      </label>
      {file ? (
        <p className={styles.fileName}>
          <Icon name="check" />
          <span>{file.name}</span>
          <button type="button" onClick={clear} aria-label={`Remove ${file.name}`} className={styles.removeInline}>
            <Icon name="close" size="1.1em" />
          </button>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
