'use client';

import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { visuallyHidden } from '@/styles/utilities.css';
import { tabbableElements } from './focusable';
import { Icon } from './Icon';
import * as styles from './Modal.css';
import { useClientValue } from './useClientValue';
import { isTopModal, pushModal, removeModal } from './modalStack';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button. */
  onClose: () => void;
  /** The dialog's name (rendered as its <h2>, which labels the dialog). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children: ReactNode;
  /** Buttons under the scrolling body. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'center' (default) or 'end': a full-height sheet from the right (menus). */
  placement?: 'center' | 'end';
  /** Element to focus on open (default: the dialog itself, so its title is read first). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button (default "Close"). */
  closeLabel?: string;
  /** Set false to keep backdrop clicks from closing (e.g. while a form submits). */
  closeOnBackdrop?: boolean;
  id?: string;
  className?: string;
}


/**
 * An accessible modal dialog rendered in a portal: role="dialog", aria-modal, labelled by its
 * title; focus is trapped inside and returns to the opener on close; Escape and backdrop click
 * close; the page behind is inert and its scroll is locked while open.
 */
export function Modal(props: ModalProps) {
  // Closed, it is nothing on the server and the client alike: only an open modal asks whether
  // the page is hydrated, since that question makes React render it again after hydration (a
  // listing page has a closed modal per card with tours).
  return props.open ? <PortalModal {...props} /> : null;
}

/** An open modal, in a portal once the page is hydrated (a portal has no server rendering). */
function PortalModal(props: ModalProps) {
  const hydrated = useClientValue(() => true, false);
  return hydrated ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  hideTitle = false,
  children,
  footer,
  size = 'md',
  placement = 'center',
  initialFocus,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  id,
  className,
}: ModalProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pointerDownOnBackdrop = useRef(false);
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushModal(root);
    (initialFocus?.current ?? panel).focus();

    return () => {
      removeModal(root);
      if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true });
    };
    // Runs once per opening: the opener and initial focus belong to that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus never leaves the dialog (trap + inert page), so its own key handler sees every key.
  // React events bubble through portals: stop them here so an outer modal or widget never reacts.
  function onKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const root = rootRef.current;
    const panel = panelRef.current;
    if (!root || !panel || event.defaultPrevented || !isTopModal(root)) return;
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbable = tabbableElements(panel);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      panel.focus();
    } else if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      ref={rootRef}
      className={styles.backdrop({ placement })}
      data-modal-root=""
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget && pointerDownOnBackdrop.current) onClose();
        pointerDownOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel({ placement, size: placement === 'center' ? size : undefined }), className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className={hideTitle ? `${styles.header} ${styles.headerHiddenTitle}` : styles.header}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" size="1.5rem" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
