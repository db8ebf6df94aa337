/**
 * The page-wide modals (docs/product.md): the mobile menu, the contact modal and the
 * application modal, at most one open at a time. Pure, so the rules are tested without React.
 */

/** What a card or detail page may pre-set in the forms it opens. */
export interface ModalPreset {
  communityId?: string;
  communityName?: string;
  floorplanId?: string;
  floorplanName?: string;
  /** A unit or floor plan address (the application's "address" field). */
  address?: string;
}

/** The one modal open on the page, if any: opening one closes the others. */
export type SiteModalsState =
  | { kind: 'none' }
  | { kind: 'menu' }
  | { kind: 'contact'; preset: ModalPreset }
  | { kind: 'application'; preset: ModalPreset };

export type SiteModalsAction =
  | { type: 'openMenu' }
  | { type: 'closeMenu' }
  | { type: 'openContact'; preset?: ModalPreset }
  | { type: 'closeContact' }
  | { type: 'openApplication'; preset?: ModalPreset }
  | { type: 'closeApplication' }
  | { type: 'applicationToContact' };

export const initialSiteModalsState: SiteModalsState = { kind: 'none' };

const closed = (state: SiteModalsState, kind: SiteModalsState['kind']): SiteModalsState => (state.kind === kind ? initialSiteModalsState : state);

export function siteModalsReducer(state: SiteModalsState, action: SiteModalsAction): SiteModalsState {
  switch (action.type) {
    case 'openMenu':
      return { kind: 'menu' };
    case 'closeMenu':
      return closed(state, 'menu');
    // Opening contact (from the menu or anywhere) takes the place of the menu or the application modal.
    case 'openContact':
      return { kind: 'contact', preset: action.preset ?? {} };
    case 'closeContact':
      return closed(state, 'contact');
    case 'openApplication':
      return { kind: 'application', preset: action.preset ?? {} };
    case 'closeApplication':
      return closed(state, 'application');
    // The application modal's contact-us button: contact about the same community.
    case 'applicationToContact':
      return state.kind === 'application' ? { kind: 'contact', preset: state.preset } : state;
    default:
      return state;
  }
}
