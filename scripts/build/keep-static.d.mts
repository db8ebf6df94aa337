export const KEEP_DAYS: number;
export function holdStatic(nextDir: string, heldDir: string): void;
export function restoreStatic(nextDir: string, heldDir: string, now?: Date): { kept: number; dropped: number };
