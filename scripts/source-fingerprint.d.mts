/** A fingerprint of what ships in the production bundle (scripts/source-fingerprint.mjs). */
export function sourceFingerprint(root?: string): string;
