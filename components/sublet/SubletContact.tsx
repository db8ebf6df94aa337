'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { loadOrExplain } from '@/components/layout/loadOrExplain';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { visuallyHidden } from '@/styles/utilities.css';

function loadForm() {
  return import('./SubletContactForm');
}

function FormLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className={visuallyHidden}>Loading the form</span>
      <Skeleton height="2.75rem" />
      <Skeleton height="2.75rem" />
      <Skeleton height="7rem" />
    </div>
  );
}

/** The contact form, fetched on first open (Formik and Yup stay off the board's first load). */
const LazySubletContactForm = dynamic(loadOrExplain(() => loadForm().then((module) => module.SubletContactForm)), { ssr: false, loading: FormLoading });

export interface SubletContactProps {
  subletId: string;
  title: string;
  siteKey: string | null;
}

/** A sublet card's contact button and its modal (docs/product.md#pages: a contact modal per sublet). */
export function SubletContact({ subletId, title, siteKey }: SubletContactProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm().catch(() => {})}
        onFocus={() => void loadForm().catch(() => {})}
        iconStart={<Icon name="mail" />}
        aria-haspopup="dialog"
        aria-label={`Contact the poster of ${title}`}
      >
        Contact
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={<>Contact about “<bdi>{title}</bdi>”</>}>
        <p>Your message is e-mailed to the poster, who can answer you by e-mail.</p>
        <LazySubletContactForm subletId={subletId} siteKey={siteKey} />
      </Modal>
    </>
  );
}
