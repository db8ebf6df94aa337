'use client';

import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { lazyOr } from '@/components/ui/lazyOr';
import type { FolderRead } from './FolderReader';
import type { Photo } from './photoFolders';

/** Without the reader's code (a failed fetch) the folder counts as failed to read. */
function UnloadedReader({ url, onRead }: { url: string; onRead: (read: FolderRead) => void }) {
  useEffect(() => onRead({ url, error: new Error('The photo reader could not be loaded.') }), [url, onRead]);
  return null;
}

// SWR and the folder's fetch load when a visitor first asks for more photos: every card and
// gallery needs them only then, and SWR was 12 kB of every listing page's first load
// (docs/performance.md, "Code a page needs later, loaded later").
const FolderReader = lazyOr(() => import('./FolderReader').then((module) => module.FolderReader), UnloadedReader);

export interface FolderPhotos {
  /** The folder's photos once read. */
  photos: Photo[] | undefined;
  /** Why the last read failed. */
  error: unknown;
  /** A folder is asked for and not read yet. */
  isLoading: boolean;
  /** Reads a failed folder again. */
  retry: () => void;
  /** Renders nothing; the caller puts it in its tree while a folder is asked for, to read it. */
  reader: ReactNode;
}

/**
 * The photos of the folder at `url` (folderImagesUrl), or nothing while `url` is null: read with
 * SWR, in a component loaded on first use.
 */
export function useFolderPhotos(url: string | null): FolderPhotos {
  const [read, setRead] = useState<FolderRead | null>(null);
  const [attempt, setAttempt] = useState(0);
  const onRead = useCallback((result: FolderRead) => setRead(result), []);
  const current = url !== null && read?.url === url ? read : null;
  const retry = useCallback(() => {
    setRead(null);
    setAttempt((count) => count + 1);
  }, []);
  const reader =
    url !== null && !current ? (
      <Suspense fallback={null}>
        <FolderReader key={`${url}#${attempt}`} url={url} onRead={onRead} />
      </Suspense>
    ) : null;
  return { photos: current?.photos, error: current?.error, isLoading: url !== null && !current, retry, reader };
}
