'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Feedback } from './FormFeedback';
import { createSubmissionKeys } from './submissionKey';
import { canSubmit, nextSubmissionStatus, type SubmissionEvent, type SubmissionStatus, type SubmitRule } from './submissionStatus';

/**
 * A lead form's submission state (submissionStatus.ts) and its one message box: `show(feedback)`
 * renders the summary / error / success and moves focus to it (the submit button may just have
 * been disabled, so focus must not be left on it).
 */
export function useSubmission(rule: SubmitRule = {}) {
  const [status, setStatus] = useState<SubmissionStatus>('init');
  const statusRef = useRef<SubmissionStatus>('init');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const [keyFor] = useState(() => createSubmissionKeys());

  useEffect(() => {
    if (focusRequest > 0) feedbackRef.current?.focus();
  }, [focusRequest]);

  const send = useCallback((event: SubmissionEvent) => {
    const next = nextSubmissionStatus(statusRef.current, event);
    statusRef.current = next;
    setStatus(next);
    return next;
  }, []);

  const show = useCallback((next: Feedback) => {
    setFeedback(next);
    setFocusRequest((count) => count + 1);
  }, []);

  const clear = useCallback(() => setFeedback(null), []);

  /** The status right now (for async submit handlers, which must not read a stale render). */
  const current = useCallback(() => statusRef.current, []);

  return {
    status,
    current,
    send,
    enabled: canSubmit(status, rule),
    feedback,
    show,
    clear,
    feedbackRef,
    /** The `Idempotency-Key` for a submission of these values (submissionKey.ts). */
    keyFor,
  };
}
