'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { ONCE_PER_PAGE } from '@/components/ui/swr';
import { fetchFolder, type Photo } from './photoFolders';

export interface FolderRead {
  url: string;
  photos?: Photo[];
  error?: unknown;
}

/**
 * Reads one photo folder with SWR (which keeps it for every card and gallery of the page) and
 * hands the result to `onRead`. Renders nothing; loaded with the first folder a visitor asks for
 * (useFolderPhotos.tsx).
 */
export function FolderReader({ url, onRead }: { url: string; onRead: (read: FolderRead) => void }) {
  const { data, error, isValidating } = useSWR(url, fetchFolder, ONCE_PER_PAGE);
  // An error kept from an earlier read counts only once the read this reader starts has ended.
  const readStarted = useRef(false);
  useEffect(() => {
    if (isValidating) readStarted.current = true;
    if (data) onRead({ url, photos: data });
    else if (error && readStarted.current && !isValidating) onRead({ url, error });
  }, [url, data, error, isValidating, onRead]);
  return null;
}
