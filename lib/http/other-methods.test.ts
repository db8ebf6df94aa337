import { METHOD_NOT_ALLOWED_MESSAGE, otherMethods } from './other-methods';

describe('otherMethods', () => {
  it.each([
    [['POST'] as const, 'OPTIONS, POST', ['GET', 'PUT', 'PATCH', 'DELETE']],
    [['GET'] as const, 'GET, HEAD, OPTIONS', ['POST', 'PUT', 'PATCH', 'DELETE']],
    [['DELETE'] as const, 'DELETE, OPTIONS', ['GET', 'POST', 'PUT', 'PATCH']],
    [['GET', 'POST'] as const, 'GET, HEAD, OPTIONS, POST', ['PUT', 'PATCH', 'DELETE']],
  ])('a route taking %j: Allow "%s", refusing %j', async (taken, allow, refused) => {
    const handlers: Record<string, () => Response> = otherMethods(...taken);
    expect(Object.keys(handlers).sort()).toEqual([...refused, 'OPTIONS'].sort());
    for (const method of refused) {
      const response = handlers[method]!();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: METHOD_NOT_ALLOWED_MESSAGE, errors: {} });
    }
    const options = handlers.OPTIONS!();
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe(allow);
  });
});
