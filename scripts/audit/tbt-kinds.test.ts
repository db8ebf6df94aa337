import { blockingByKind, blockingMs, taskKind } from './tbt-kinds.mjs';

const script = (url: string) => ({ name: 'EvaluateScript', args: { data: { url } } });

describe('taskKind', () => {
  it.each([
    ['a frame: style and layout', [{ name: 'UpdateLayoutTree' }, { name: 'Layout' }, { name: 'Paint' }], 'render'],
    ['a frame after a parse chunk counts as rendering', [{ name: 'ParseHTML' }, { name: 'Layout' }], 'render'],
    ['a parse chunk and the inline scripts it ran', [{ name: 'ParseHTML' }, script('http://127.0.0.1:3300/')], 'parse'],
    ['the rest of the HTML when it has all arrived', [{ name: 'DocumentLoader::BodyLoadingFinished' }], 'parse'],
    ['a script file of the build', [script('http://127.0.0.1:3300/_next/static/chunks/8732-0e6b.js'), { name: 'v8.compile' }], 'script'],
    ['anything else (the navigation itself)', [{ name: 'DocumentLoader::CommitNavigation' }], 'other'],
    ['a request for a script is not running it', [{ name: 'ResourceSendRequest', args: { data: { url: 'http://127.0.0.1:3300/_next/static/chunks/8732.js' } } }], 'other'],
  ])('%s', (_what, events, kind) => {
    expect(taskKind(events)).toBe(kind);
  });
});

describe('blockingMs', () => {
  const window = { fromMs: 1000, toMs: 2000 };
  it.each([
    ['a 120 ms task inside the window blocks 70 ms', { start: 1100, end: 1220 }, 70],
    ['a 50 ms task blocks nothing', { start: 1100, end: 1150 }, 0],
    ['a task before the first paint blocks nothing', { start: 700, end: 900 }, 0],
    ['a task across the first paint counts from it', { start: 900, end: 1100 }, 50],
    ['a task across time to interactive counts up to it', { start: 1900, end: 2200 }, 50],
    ['a task after time to interactive blocks nothing', { start: 2100, end: 2400 }, 0],
  ])('%s', (_what, task, blocking) => {
    expect(blockingMs(task, window)).toBe(blocking);
  });
});

it('blockingByKind adds each task to its kind', () => {
  const tasks = [
    { start: 1000, end: 1150, events: [{ name: 'UpdateLayoutTree' }] },
    { start: 1200, end: 1260, events: [{ name: 'ParseHTML' }] },
    { start: 1300, end: 1420, events: [script('https://127.0.0.1:3303/_next/static/chunks/webpack-9b46.js')] },
    { start: 1500, end: 1540, events: [script('https://127.0.0.1:3303/_next/static/chunks/main-app.js')] },
  ];
  expect(blockingByKind(tasks, { fromMs: 1000, toMs: 3000 })).toEqual({ render: 100, parse: 10, script: 70, other: 0 });
});
