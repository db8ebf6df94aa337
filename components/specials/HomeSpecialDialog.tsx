'use client';

import { SiteImage } from '@/components/media/SiteImage';
import { parseCookies, setCookie } from 'nookies';
import { useState } from 'react';
import { useSiteModals } from '@/components/layout/useSiteModals';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Modal } from '@/components/ui/Modal';
import { wrapIndex } from '@/lib/domain/paging';
import * as styles from './HomeSpecialDialog.css';
import { SPECIAL_CLOSED_COOKIE, specialClosedCookieOptions } from './specialModalCookie';

/** A special as the modal shows it; `detailsHtml` was sanitized on the server. */
export interface SpecialSlide {
  id: number;
  title: string;
  description: string;
  detailsHtml: string;
  image: { src: string; width: number | null; height: number | null; alt: string; remote: boolean } | null;
}

export interface HomeSpecialDialogProps {
  specials: readonly SpecialSlide[];
}

/**
 * The home special modal itself, mounted when it is due (HomeSpecialModal.tsx): open unless the
 * closed-cookie exists; closing (button, Escape, backdrop, or asking about the offer) sets the
 * cookie for a day. Several specials cycle with previous/next, wrapping at both ends.
 */
export function HomeSpecialDialog({ specials }: HomeSpecialDialogProps) {
  // Read as it mounts, in the browser only: the cookie may have been set since the page loaded.
  const [open, setOpen] = useState(() => !parseCookies()[SPECIAL_CLOSED_COOKIE]);
  const [index, setIndex] = useState(0);
  const { openContact } = useSiteModals();

  const special = specials[wrapIndex(index, specials.length)];
  if (!special) return null;

  function close() {
    setCookie(null, SPECIAL_CLOSED_COOKIE, '1', specialClosedCookieOptions(window.location.protocol));
    setOpen(false);
  }

  const many = specials.length > 1;
  return (
    <Modal
      open={open}
      onClose={close}
      title={special.title}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            No thanks
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              close();
              openContact();
            }}
          >
            Ask about this offer
          </Button>
        </>
      }
    >
      <div aria-live="polite">
        {special.image ? (
          <SiteImage
            key={special.id}
            src={special.image.src}
            alt={special.image.alt}
            width={special.image.width ?? 1200}
            height={special.image.height ?? 600}
            // The dialog (36rem wide at most) is full width up to about 40 times the text size.
            sizes="(min-width: 40em) 34rem, 100vw"
            className={styles.image}
            unoptimized={special.image.remote}
          />
        ) : null}
        {special.description ? <p className={styles.description}>{special.description}</p> : null}
        {special.detailsHtml ? (
          <div className={styles.details} dangerouslySetInnerHTML={{ __html: special.detailsHtml }} />
        ) : null}
      </div>
      {many ? (
        <div className={styles.pager}>
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i - 1, specials.length))}>
            <Icon name="chevron-left" />
            Previous
          </Button>
          <span className={styles.position}>
            Special {wrapIndex(index, specials.length) + 1} of {specials.length}
          </span>
          <Button variant="secondary" size="sm" onClick={() => setIndex((i) => wrapIndex(i + 1, specials.length))}>
            Next
            <Icon name="chevron-right" />
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
