'use client';

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { visuallyHidden } from '@/styles/utilities.css';
import type { SubletFormProps } from './SubletForm';
import * as styles from './SubletForm.css';

function SubletFormSkeleton() {
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className={visuallyHidden}>Loading the sublet form</span>
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} height="2.75rem" />
      ))}
      <Skeleton height="8rem" />
    </div>
  );
}

const SubletForm = lazy(() => import('./SubletForm').then((module) => ({ default: module.SubletForm })));

/**
 * The sublet form, loaded right after the page shows: it posts photos with upload progress
 * (XMLHttpRequest), so it needs JavaScript anyway, and its libraries (Formik, Yup) stay out of
 * the page's first load. It renders in a transition, which React splits into short tasks, so
 * the page stays responsive while the form mounts. Without JavaScript a notice says so.
 */
export function DeferredSubletForm(props: SubletFormProps) {
  const [show, setShow] = useState(false);
  useEffect(() => startTransition(() => setShow(true)), []);
  return (
    <>
      <noscript>
        <p className={styles.noscript}>Posting a sublet needs JavaScript: please turn it on and reload this page.</p>
      </noscript>
      {show ? (
        <Suspense fallback={<SubletFormSkeleton />}>
          <SubletForm {...props} />
        </Suspense>
      ) : (
        <SubletFormSkeleton />
      )}
    </>
  );
}
