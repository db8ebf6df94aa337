import { BODY_MESSAGES, readJsonObject } from './read-json';

function post(body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return new Request('http://localhost/api/x', { method: 'POST', body, headers });
}

describe('readJsonObject', () => {
  it('reads an object', async () => {
    expect(await readJsonObject(post('{"name":"Jane"}'), 100)).toEqual({ ok: true, body: { name: 'Jane' } });
    expect(await readJsonObject(post('{"a":1}', { 'content-type': 'Application/JSON; charset=utf-8' }), 100)).toMatchObject({ ok: true });
  });

  it.each<[string, Request, number, string]>([
    ['no content type', post('{}', {}), 415, BODY_MESSAGES.notJson],
    ['a form post', post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }), 415, BODY_MESSAGES.notJson],
    ['text', post('{}', { 'content-type': 'text/plain' }), 415, BODY_MESSAGES.notJson],
    ['a body over the limit', post(JSON.stringify({ a: 'x'.repeat(200) })), 413, BODY_MESSAGES.tooLarge],
    ['a Content-Length over the limit', post('{}', { 'content-type': 'application/json', 'content-length': '5000' }), 413, BODY_MESSAGES.tooLarge],
    ['an empty body', post(null), 400, BODY_MESSAGES.badJson],
    ['broken JSON', post('{"name":'), 400, BODY_MESSAGES.badJson],
    ['invalid UTF-8', post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])), 400, BODY_MESSAGES.badJson],
    ['a list', post('[1,2]'), 400, BODY_MESSAGES.notObject],
    ['null', post('null'), 400, BODY_MESSAGES.notObject],
    ['a string', post('"hi"'), 400, BODY_MESSAGES.notObject],
    ['a number', post('42'), 400, BODY_MESSAGES.notObject],
  ])('refuses %s', async (_case, request, status, message) => {
    expect(await readJsonObject(request, 100)).toEqual({ ok: false, status, message });
  });

  it('stops reading a stream that exceeds the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64).fill(0x20));
      },
    });
    const request = new Request('http://localhost/api/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonObject(request, 1000)).toMatchObject({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(30);
  });
});
