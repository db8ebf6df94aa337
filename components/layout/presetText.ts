import type { ModalPreset } from './siteModalsState';

/** "the Aspen floor plan at Maple Court", "Maple Court", or "" — for messages about a preset. */
export function describePreset(preset: ModalPreset): string {
  const plan = preset.floorplanName ? `the ${preset.floorplanName} floor plan` : '';
  const place = preset.communityName ?? '';
  if (plan && place) return `${plan} at ${place}`;
  return plan || place || preset.address || '';
}
