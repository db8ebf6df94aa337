import { quietUntilFoundWarning } from './react-dev-warnings';

describe('quietUntilFoundWarning', () => {
  it.each([
    [['Invalid DOM property `%s`. Did you mean `%s`?', 'HIDDEN', 'hidden'], false],
    [['Invalid DOM property `%s`. Did you mean `%s`?', 'CLASS', 'className'], true],
    [['Invalid DOM property `%s`. Did you mean `%s`?', 'class', 'className'], true],
    [['A tree hydrated but some attributes of the server rendered HTML didn\u2019t match'], true],
    [[new Error('HIDDEN')], true],
  ])('%j is passed on: %s', (args, passed) => {
    const seen: unknown[][] = [];
    const target = { error: (...rest: unknown[]) => void seen.push(rest) };
    quietUntilFoundWarning(target);
    target.error(...args);
    expect(seen).toEqual(passed ? [args] : []);
  });
});
