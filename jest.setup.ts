import { quietUntilFoundWarning } from '@/lib/html/react-dev-warnings';
import '@testing-library/jest-dom';

// jsdom lacks these; Embla and lazy loading need them.
class ObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ObserverStub as unknown as typeof IntersectionObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
window.scrollTo ??= (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

quietUntilFoundWarning(console);

// Each test is a new tab: what a form keeps in the tab (components/forms/formDraft.ts) does not
// carry over to the next test.
afterEach(() => window.sessionStorage.clear());
