'use client';

import { useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { fileLimitMessage, limitFiles } from './fileLimit';
import { Icon } from './Icon';
import * as styles from './ImageInput.css';

export const IMAGE_INPUT_DEFAULT_MAX = 3;

export interface ImageInputProps {
  label: ReactNode;
  /** Most files kept (docs/product.md default 3); extras are dropped with 'Only first N files included'. */
  max?: number;
  /** Controlled list of chosen files. */
  files?: readonly File[];
  onChange?: (files: File[]) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A badge on the first preview, e.g. "Cover". */
  firstBadge?: string;
  /** Text of the pick button (default "Choose images"). */
  buttonText?: string;
  accept?: string;
  id?: string;
}

interface Preview {
  file: File;
  url: string | null;
}

function usePreviews(files: readonly File[]): Preview[] {
  const previews = useMemo(
    () =>
      files.map((file) => ({
        file,
        url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
      })),
    [files],
  );
  useEffect(
    () => () => {
      for (const preview of previews) if (preview.url) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  return previews;
}

/** Pick images (added to those already chosen), see previews, remove any. Keeps at most `max`. */
export function ImageInput({
  label,
  max = IMAGE_INPUT_DEFAULT_MAX,
  files,
  onChange,
  hint,
  error,
  required,
  disabled,
  firstBadge,
  buttonText = 'Choose images',
  accept = 'image/*',
  id: givenId,
}: ImageInputProps) {
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = givenId ?? `images${generated}`;
  const [internal, setInternal] = useState<File[]>([]);
  const [notice, setNotice] = useState('');
  const chosen = files ?? internal;
  const previews = usePreviews(chosen);
  // Pictures this browser cannot show (a HEIC outside Safari) get an icon instead of a broken image.
  const [unshown, setUnshown] = useState<ReadonlySet<string>>(new Set());

  function update(next: File[]) {
    if (files === undefined) setInternal(next);
    onChange?.(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []).filter((file) => !file.type || file.type.startsWith('image/'));
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const { kept, dropped } = limitFiles([...chosen, ...picked], max);
    setNotice(dropped ? fileLimitMessage(max) : '');
    update(kept);
  }

  function removeAt(index: number) {
    setNotice('');
    update(chosen.filter((_, i) => i !== index));
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const describedBy = [hint ? hintId : null, noticeId, error ? errorId : null].filter(Boolean).join(' ');
  const full = chosen.length >= max;

  return (
    <div className={styles.wrapper}>
      <span className={styles.legend} id={`${id}-legend`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={max > 1}
        className={styles.fileInput}
        onChange={handleChange}
        disabled={disabled || full}
        aria-labelledby={`${id}-legend ${id}-button`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
      <label htmlFor={id} className={styles.picker} id={`${id}-button`}>
        <Icon name="upload" />
        {full ? `${max} of ${max} chosen` : buttonText}
      </label>
      <p id={noticeId} className={styles.notice} role="status">
        {notice}
      </p>
      {previews.length > 0 ? (
        <ul className={styles.previews} aria-label="Chosen images">
          {previews.map((preview, index) => (
            <li key={`${preview.file.name}-${preview.file.size}-${preview.file.lastModified}-${index}`} className={styles.preview}>
              {preview.url && !unshown.has(preview.url) ? (
                // A local blob: URL of the visitor's own file: nothing for the image optimizer to fetch.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={preview.url}
                  alt={`Preview of ${preview.file.name}`}
                  className={styles.previewImage}
                  onError={() => setUnshown((before) => new Set(before).add(preview.url!))}
                />
              ) : (
                <span className={styles.previewUnshown}>
                  <Icon name="image" size="2em" />
                </span>
              )}
              {index === 0 && firstBadge ? <span className={styles.badge}>{firstBadge}</span> : null}
              <span className={styles.previewName}>{preview.file.name}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => removeAt(index)}
                aria-label={`Remove ${preview.file.name}`}
                disabled={disabled}
              >
                <Icon name="close" size="1.1em" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
