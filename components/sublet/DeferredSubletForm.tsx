'use client';

import dynamic from 'next/dynamic';
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

const SubletForm = dynamic(() => import('./SubletForm').then((module) => module.SubletForm), {
  ssr: false,
  loading: () => <SubletFormSkeleton />,
});

/**
 * The sublet form, loaded right after the page shows: it posts photos with upload progress
 * (XMLHttpRequest), so it needs JavaScript anyway, and its libraries (Formik, Yup) stay out of
 * the page's first load. Without JavaScript a notice says so.
 */
export function DeferredSubletForm(props: SubletFormProps) {
  return (
    <>
      <noscript>
        <p className={styles.noscript}>Posting a sublet needs JavaScript: please turn it on and reload this page.</p>
      </noscript>
      <SubletForm {...props} />
    </>
  );
}
