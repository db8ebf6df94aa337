'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Modal } from '@/components/ui/Modal';
import { SUBLET_DELETE_FAILED_MESSAGE, SUBLET_DELETED_MESSAGE } from '@/lib/domain/validation/sublet-messages';
import { withinAnswerTime } from '@/components/forms/answerTimeout';
import { type Feedback, FormFeedback } from '@/components/forms/FormFeedback';
import * as styles from './SubletManage.css';

export interface SubletDeleteProps {
  /** The private key from the page's URL (the poster's own browser). */
  assetKey: string;
  title: string;
}

/**
 * The manage page's Delete button (docs/product.md): a confirmation modal (Delete / Cancel); afterwards
 * 'Sublet Deleted!' and the button disabled, or 'Error deleting sublet!'. A Delete pressed again
 * after one that got no answer, and told the sublet is unknown, was carried out the first time.
 */
export function SubletDelete({ assetKey, title }: SubletDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [message, setMessage] = useState<Feedback | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  /** An earlier Delete got no answer (network failure or timeout): it may have been carried out. */
  const answerLost = useRef(false);

  // After the modal has closed (and returned focus to the opener), focus the message.
  useEffect(() => {
    if (focusRequest === 0 || confirming) return;
    const timer = window.setTimeout(() => messageRef.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [focusRequest, confirming]);

  async function remove() {
    setBusy(true);
    let ok = false;
    try {
      const status = await withinAnswerTime(async (signal) => {
        const response = await fetch(`/api/sublets/${encodeURIComponent(assetKey)}`, { method: 'DELETE', headers: { accept: 'application/json' }, signal });
        return response.status;
      });
      // 404 after an attempt whose answer was lost: that attempt deleted it (the page showed it).
      ok = status === 204 || (status === 404 && answerLost.current);
    } catch {
      answerLost.current = true;
      ok = false;
    }
    setBusy(false);
    setConfirming(false);
    setDeleted(ok);
    setMessage(ok ? { kind: 'success', message: SUBLET_DELETED_MESSAGE } : { kind: 'error', message: SUBLET_DELETE_FAILED_MESSAGE });
    setFocusRequest((count) => count + 1);
  }

  return (
    <div className={styles.actionBox}>
      <FormFeedback feedback={message} ref={messageRef} />
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={deleted} iconStart={<Icon name="trash" />} aria-haspopup="dialog">
          Delete
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        closeOnBackdrop={!busy}
        title="Delete this sublet?"
        size="sm"
        initialFocus={cancelRef}
        footer={
          <>
            <Button variant="danger" onClick={remove} loading={busy} iconStart={<Icon name="trash" />}>
              Delete
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Cancel
            </Button>
          </>
        }
      >
        <p>
          “<bdi>{title}</bdi>” will be removed from the sublet board with its photos. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
