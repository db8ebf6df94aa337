const MISSPELT = 'Invalid DOM property `%s`. Did you mean `%s`?';

/**
 * React's development build warns once per page, in the browser and on the server, that `HIDDEN`
 * is not spelt `hidden`. The spelling is on purpose: it is how a panel gets `hidden="until-found"`
 * (components/ui/hiddenUntilFound.ts). This drops that one warning, in development and tests only,
 * so that it does not pass for a fault (Next's development overlay lists every console error).
 */
export function quietUntilFoundWarning(target: Pick<Console, 'error'>): void {
  const error = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args[0] === MISSPELT && args[1] === 'HIDDEN') return;
    error(...args);
  };
}
