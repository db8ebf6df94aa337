import { log } from './log';

describe('log', () => {
  const key = 'Zq'.repeat(21) + 'x';
  let out: string[];
  let spies: jest.SpyInstance[];
  const previousLevel = process.env.LOG_LEVEL;
  beforeEach(() => {
    out = [];
    const capture = ((chunk: string) => {
      out.push(chunk);
      return true;
    }) as typeof process.stdout.write;
    spies = [jest.spyOn(process.stdout, 'write').mockImplementation(capture), jest.spyOn(process.stderr, 'write').mockImplementation(capture)];
    process.env.LOG_LEVEL = '';
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
    if (previousLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLevel;
  });

  it('writes one JSON line per event', () => {
    log.info('thing.done', { count: 2 });
    expect(JSON.parse(out[0]!)).toMatchObject({ level: 'info', event: 'thing.done', count: 2 });
  });

  it.each([
    ['', ['a.info', 'a.record', 'a.warn', 'a.error']],
    ['info', ['a.info', 'a.record', 'a.warn', 'a.error']],
    ['warn', ['a.record', 'a.warn', 'a.error']],
    ['WARN', ['a.record', 'a.warn', 'a.error']],
    ['error', ['a.record', 'a.error']],
    ['silent', []],
    ['verbose', ['a.info', 'a.record', 'a.warn', 'a.error']],
  ])('LOG_LEVEL=%j writes %j', (level, written) => {
    process.env.LOG_LEVEL = level;
    log.info('a.info');
    log.record('a.record');
    log.warn('a.warn');
    log.error('a.error', new Error('failed'));
    expect(out.map((line) => JSON.parse(line).event)).toEqual(written);
  });

  it('writes a record as an info line, on stdout', () => {
    process.env.LOG_LEVEL = 'error';
    const written = jest.mocked(process.stdout.write);
    log.record('sublet.removed', { id: 'a' });
    expect(written).toHaveBeenCalledTimes(1);
    expect(JSON.parse(out[0]!)).toMatchObject({ level: 'info', event: 'sublet.removed', id: 'a' });
  });

  it('never writes a manage key or approval token, in fields, messages or stacks', () => {
    log.error('request.failed', new Error(`Route /sublets/${key} failed`), { path: `/sublets/${key}`, next: '/api/sublets/remove/sub_1.2.sig' });
    const line = out.join('');
    expect(line).not.toContain(key);
    expect(line).not.toContain('sub_1.2.sig');
    expect(JSON.parse(line)).toMatchObject({ path: '/sublets/(private)', next: '/api/sublets/remove/(private)', error: 'Route /sublets/(private) failed' });
  });
});
