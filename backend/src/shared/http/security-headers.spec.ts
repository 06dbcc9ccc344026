// The headers worked out once are the ones helmet itself sends, header for header.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { helmetHeaderObject } from './security-headers.js';

const OPTIONS = {
  strictTransportSecurity: false,
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null } },
} as const;

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function headersFrom(handler: Handler): Promise<Record<string, string>> {
  const server = createServer((req, res) => handler(req, res, () => res.end('{"ok":true}')));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const headers = Object.fromEntries(response.headers);
    delete headers['date'];
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('helmetHeaderObject', () => {
  it('given helmet options, sends exactly what helmet sends with them', async () => {
    const worked = helmetHeaderObject(OPTIONS);
    const ours = await headersFrom((_req, res, next) => {
      res.setHeaders(new Map(Object.entries(worked)));
      next();
    });
    expect(ours).toEqual(await headersFrom(helmet(OPTIONS)));
    expect(ours['content-security-policy']).toContain("img-src 'self' data:");
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['strict-transport-security']).toBeUndefined();
  });
});
