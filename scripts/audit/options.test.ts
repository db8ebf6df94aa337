import { readOptions } from './options.mjs';

const spec = {
  runs: { type: 'count', default: 3 },
  page: { type: 'string' },
  throttling: { type: 'string', default: 'simulate', choices: ['simulate', 'devtools'] },
  graph: { type: 'boolean' },
} as const;

describe('readOptions', () => {
  it.each([
    [[], { runs: 3, page: undefined, throttling: 'simulate', graph: false }],
    [['--runs=1'], { runs: 1, page: undefined, throttling: 'simulate', graph: false }],
    [['--runs', '5', '--graph'], { runs: 5, page: undefined, throttling: 'simulate', graph: true }],
    [['--page=floor-plan', '--throttling=devtools'], { runs: 3, page: 'floor-plan', throttling: 'devtools', graph: false }],
  ])('reads %j', (args, expected) => {
    expect(readOptions(spec, args)).toEqual(expected);
  });

  it.each([
    [['--run=1'], /Unknown option '--run'/],
    [['--runs=0'], /--runs takes a whole number of 1 or more, not "0"/],
    [['--runs=two'], /--runs takes a whole number of 1 or more, not "two"/],
    [['--runs=1.5'], /--runs takes a whole number/],
    [['--throttling=slow'], /--throttling takes simulate or devtools, not "slow"/],
    [['extra'], /Unexpected argument 'extra'/],
    [['--graph=yes'], /--graph/],
  ])('refuses %j', (args, message) => {
    expect(() => readOptions(spec, args)).toThrow(message);
  });
});
