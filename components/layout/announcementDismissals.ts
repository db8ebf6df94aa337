import { DISMISSED_ANNOUNCEMENTS_KEY } from '@/lib/domain/announcement-timing';

/**
 * The announcements dismissed during this visit (sessionStorage, so a new visit shows a current
 * announcement again). Storage that is full or switched off means nothing is remembered.
 */
export function readDismissed(): Set<string> {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function rememberDismissed(key: string): void {
  try {
    const keys = readDismissed();
    keys.add(key);
    window.sessionStorage.setItem(DISMISSED_ANNOUNCEMENTS_KEY, JSON.stringify([...keys]));
  } catch {
    // Not remembered: the banner is gone for this page all the same.
  }
}
