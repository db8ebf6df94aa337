import { failedFileOf, loadFailureOf } from './load-failure';

/** Webpack's error for a chunk that did not load: a message, a type and the script's URL. */
function chunkLoadError(request: string) {
  return Object.assign(new Error(`Loading chunk 6102 failed.\n(error: ${request})`), { name: 'ChunkLoadError', type: 'error', request });
}
const CHUNK = 'https://rentals.example/_next/static/chunks/6102.2a314bbaec0027e5.js';

describe('failedFileOf', () => {
  test.each([
    ['a ChunkLoadError', chunkLoadError(CHUNK), CHUNK],
    ['an error thrown by a module', new Error('boom'), null],
    ['an empty request', { request: '' }, null],
    ['not an object', 'ChunkLoadError', null],
    ['null', null, null],
  ])('%s', (_, error, expected) => {
    expect(failedFileOf(error)).toBe(expected);
  });
});

describe('loadFailureOf', () => {
  const answering = (status: number) => jest.fn(async () => ({ status }));

  test.each([
    [404, 'updated'],
    [410, 'updated'],
    [200, 'offline'],
    // The server, or the proxy before it, failed: not the visitor's connection.
    [500, 'unavailable'],
    [502, 'unavailable'],
    [503, 'unavailable'],
  ] as const)('the server answers the file with %i: %s', async (status, expected) => {
    const probe = answering(status);
    await expect(loadFailureOf(chunkLoadError(CHUNK), probe, () => true)).resolves.toBe(expected);
    expect(probe).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
  });

  test('the server cannot be reached: offline', async () => {
    const probe = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadFailureOf(chunkLoadError(CHUNK), probe, () => true)).resolves.toBe('offline');
  });

  test('the browser knows it is offline: no request', async () => {
    const probe = answering(404);
    await expect(loadFailureOf(chunkLoadError(CHUNK), probe, () => false)).resolves.toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });

  test('a failure without a file: offline, no request', async () => {
    const probe = answering(404);
    await expect(loadFailureOf(new Error('boom'), probe, () => true)).resolves.toBe('offline');
    expect(probe).not.toHaveBeenCalled();
  });
});
