'use client';

import { useEffect, useRef } from 'react';
import { draftOf, dropDraft, isUntouched, loadDraft, saveDraft, tabStorage, withDraft } from './formDraft';

/** The parts of a Formik form a draft needs. */
export interface DraftForm<V> {
  values: V;
  initialValues: V;
  setValues: (update: (values: V) => V) => unknown;
}

/**
 * Keeps a form's unsent `fields` in the tab under `name` and puts them back when the form mounts
 * again (./formDraft.ts). Restored after the first render, so the server's HTML and hydration
 * are unchanged; a field the visitor has changed by then keeps its value. Dropped once `sent`.
 */
export function useFormDraft<V extends object>(name: string, fields: readonly (keyof V & string)[], form: DraftForm<V>, sent: boolean) {
  const { values, initialValues, setValues } = form;
  const restored = useRef(false);
  const fieldsRef = useRef(fields);
  const startRef = useRef(initialValues);

  useEffect(() => {
    const draft = loadDraft(tabStorage(), name, Date.now());
    restored.current = true;
    if (draft) void setValues((current) => withDraft(current, startRef.current, draft, fieldsRef.current));
  }, [name, setValues]);

  useEffect(() => {
    // Not before the draft is read, nor on the first render's values, which would drop it.
    if (!restored.current || values === startRef.current) return;
    const storage = tabStorage();
    if (sent || isUntouched(values, startRef.current, fieldsRef.current)) dropDraft(storage, name);
    else saveDraft(storage, name, draftOf(values, fieldsRef.current), Date.now());
  }, [name, values, sent]);
}
