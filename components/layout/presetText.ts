import type { ModalPreset } from './siteModalsState';

/** "the Aspen floor plan at Maple Court", "Maple Court", or "" — for messages about a preset. */
export function describePreset(preset: ModalPreset): string {
  const name = preset.floorplanName;
  // "The Bluebell" already has its article: "for The Bluebell floor plan", not "the The".
  const plan = name ? `${/^the\s/i.test(name) ? '' : 'the '}${name} floor plan` : '';
  const place = preset.communityName ?? '';
  if (plan && place) return `${plan} at ${place}`;
  return plan || place || preset.address || '';
}
