'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorNote } from '@/components/forms/ErrorNote';
import { Button } from '@/components/ui/Button';
import { tabbableElements } from '@/components/ui/focusable';
import { Icon } from '@/components/ui/Icon';
import { loadFailureOf, type LoadFailure } from '@/lib/html/load-failure';
import { LOAD_FAILED_TEXT, RELOAD_PAGE_LABEL } from './errorTexts';
import * as styles from './LoadFailed.css';

/** Shows the note inside what the part would have been in (a modal's frame), or as it is. */
export type NoteFrame<P> = (props: P, note: ReactNode) => ReactNode;

/**
 * A loader for next/dynamic whose failure stays where the part would have been: a note that says
 * why, with "Reload the page" (the site was deployed again since the page was opened) or "Try
 * again" (the network). Without it, a failed fetch reaches the page's error boundary and replaces
 * the whole page. A part that loads on a retry is kept for the next time it is shown.
 */
export function loadOrExplain<P extends object>(load: () => Promise<ComponentType<P>>, frame?: NoteFrame<P>): () => Promise<ComponentType<P>> {
  let loaded: ComponentType<P> | null = null;
  const remember = (component: ComponentType<P>) => (loaded = component);
  const retry = () => load().then(remember);
  return () =>
    load().then(remember, (error: unknown) =>
      function NotLoaded(props: P) {
        const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
        const refocus = useRef<HTMLElement | null>(null);
        useEffect(() => {
          if (component && refocus.current) focusWithin(refocus.current);
        }, [component]);
        if (component) {
          const Loaded = component;
          return <Loaded {...props} />;
        }
        const onRetry = (host: HTMLElement | null) =>
          retry().then((found) => {
            refocus.current = host;
            setComponent(() => found);
          });
        const note = <LoadFailedNote error={error} retry={onRetry} />;
        return frame ? frame(props, note) : note;
      },
    );
}

/**
 * The "Try again" button that had the focus is gone once the part is in: the focus goes where it
 * goes when the part opens as usual, to the modal around it, or else to the part's first control.
 */
function focusWithin(host: HTMLElement) {
  const modal = host.closest<HTMLElement>('[role="dialog"]');
  (modal ?? tabbableElements(host)[0])?.focus();
}

interface LoadFailedNoteProps {
  error: unknown;
  /** Fetches the part again, given the element the note is in; rejects when it fails again. */
  retry: (host: HTMLElement | null) => Promise<void>;
}

function LoadFailedNote({ error: firstError, retry }: LoadFailedNoteProps) {
  const [error, setError] = useState(firstError);
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const noteRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** The button lost the focus while disabled by a retry that failed: it takes it back. */
  const refocusButton = useRef(false);

  useEffect(() => {
    if (busy || !refocusButton.current) return;
    refocusButton.current = false;
    buttonRef.current?.focus();
  });

  useEffect(() => {
    let current = true;
    void loadFailureOf(error).then((found) => current && setFailure(found));
    return () => {
      current = false;
    };
  }, [error]);

  // Told apart in a moment (one HEAD request); nothing shows meanwhile.
  if (!failure) return null;
  const tryAgain = () => {
    setBusy(true);
    const host = noteRef.current?.contains(document.activeElement) ? (noteRef.current.parentElement ?? null) : null;
    retry(host).catch((again: unknown) => {
      // The note stays while the new failure is told apart; its text changes if the reason did.
      refocusButton.current = host !== null;
      setBusy(false);
      setError(again);
    });
  };
  return (
    <div ref={noteRef} className={styles.note}>
      <ErrorNote>{LOAD_FAILED_TEXT[failure]}</ErrorNote>
      {failure === 'updated' ? (
        <Button ref={buttonRef} onClick={() => window.location.reload()} iconStart={<Icon name="arrow-right" />}>
          {RELOAD_PAGE_LABEL}
        </Button>
      ) : (
        <Button ref={buttonRef} onClick={tryAgain} loading={busy} iconStart={<Icon name="arrow-right" />}>
          Try again
        </Button>
      )}
    </div>
  );
}
