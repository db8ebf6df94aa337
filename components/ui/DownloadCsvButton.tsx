'use client';

import { Button } from './Button';
import { Icon } from './Icon';
import { screenOnly } from '@/styles/utilities.css';

/** Saves `text` as a file from the browser (no request: the text is already on the page). */
export function downloadText(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Download CSV' of a table: `csv` is the file's text, or a function that makes it on click. */
export function DownloadCsvButton({ csv, fileName, label = 'Download CSV' }: { csv: string | (() => string); fileName: string; label?: string }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={screenOnly}
      iconStart={<Icon name="download" />}
      onClick={() => downloadText(typeof csv === 'string' ? csv : csv(), fileName, 'text/csv;charset=utf-8')}
    >
      {label}
    </Button>
  );
}
