import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component loaded on demand, with `fallback` rendered in its place when its
 * file cannot be fetched: a failed fetch would otherwise reach the page's error boundary and
 * replace the whole page. React keeps the outcome, so a failed file is not fetched again until
 * the page reloads.
 */
export function lazyOr<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}
