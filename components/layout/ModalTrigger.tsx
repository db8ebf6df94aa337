import type { ReactNode } from 'react';
import { MODAL_ATTRIBUTE, PRESET_ATTRIBUTE, encodePreset, type SiteModalName } from './modalTriggerData';
import { applyPageHref, contactPageHref } from './siteLinks';
import type { ModalPreset } from './siteModalsState';

/** Which modal opens, and as what: the menu has no page to link to, so it is a button. */
type Opens =
  | {
      modal: Exclude<SiteModalName, 'menu'>;
      /**
       * 'link' (default): an <a href="/apply|/contact"> that opens the modal on a plain click and
       * still works as a link (new tab, no JavaScript). 'button': a <button>.
       */
      as?: 'link' | 'button';
    }
  | { modal: 'menu'; as: 'button' };

export type ModalTriggerProps = Opens & {
  preset?: ModalPreset;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  title?: string;
};

/**
 * Opens the contact or application modal from anywhere (cards, header, footer, menu), or the
 * menu from the header. Rendered as plain markup, on the server or the client: one page-wide
 * listener (components/layout/DelegatedActions.tsx) opens the modal it names, so a list of cards
 * hydrates no component for its buttons.
 */
export function ModalTrigger({ modal, preset, as = 'link', className, children, ...aria }: ModalTriggerProps) {
  const data = { [MODAL_ATTRIBUTE]: modal, ...(preset ? { [PRESET_ATTRIBUTE]: encodePreset(preset) } : {}) };
  if (as === 'button') {
    return (
      <button type="button" className={className} aria-haspopup="dialog" {...data} {...aria}>
        {children}
      </button>
    );
  }
  return (
    <a href={modal === 'contact' ? contactPageHref : applyPageHref} className={className} aria-haspopup="dialog" {...data} {...aria}>
      {children}
    </a>
  );
}
