// The headers worked out once are the ones helmet itself sends, header for header.
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { securityHeaders } from './security-headers.js';

const OPTIONS = {
  strictTransportSecurity: false,
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null } },
} as const;

async function headersFrom(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = app.listen(0, '127.0.0.1');
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

describe('securityHeaders', () => {
  it('given helmet options, sends exactly what helmet sends with them', async () => {
    const ours = await headersFrom(securityHeaders(OPTIONS));
    expect(ours).toEqual(await headersFrom(helmet(OPTIONS)));
    expect(ours['content-security-policy']).toContain("img-src 'self' data:");
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['strict-transport-security']).toBeUndefined();
  });
});
