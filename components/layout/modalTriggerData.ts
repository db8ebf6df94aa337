import type { ModalPreset } from './siteModalsState';

/**
 * A modal trigger's request, carried in its markup (components/layout/ModalTrigger.tsx renders
 * it on the server; DelegatedActions.tsx opens the modal): which modal, and the community and
 * floor plan it is about.
 */
export const MODAL_ATTRIBUTE = 'data-site-modal';
export const PRESET_ATTRIBUTE = 'data-modal-preset';

const SITE_MODAL_NAMES = ['contact', 'apply', 'menu'] as const;
export type SiteModalName = (typeof SITE_MODAL_NAMES)[number];

const PRESET_KEYS = ['communityId', 'communityName', 'floorplanId', 'floorplanName', 'address'] as const;

export function encodePreset(preset: ModalPreset): string {
  return JSON.stringify(preset);
}

/** The preset of a trigger's attribute: its known text fields only; {} when there is none. */
export function decodePreset(text: string | null): ModalPreset {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const preset: ModalPreset = {};
  for (const key of PRESET_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string') preset[key] = field;
  }
  return preset;
}

export function modalNameOf(element: Element): SiteModalName | null {
  const name = element.getAttribute(MODAL_ATTRIBUTE);
  return SITE_MODAL_NAMES.find((known) => known === name) ?? null;
}
