import { request as httpRequest } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request with any method and request-target, as a test of the server sends it: fetch refuses
 * TRACE and sends only paths.
 */
export function sendRequest(origin: URL, method: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: origin.hostname, port: origin.port, method, path: target }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
