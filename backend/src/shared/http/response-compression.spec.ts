// Large answers are compressed for clients that accept it; commands and other clients skip the wrapping.
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import express from 'express';
import { responseCompression } from './response-compression.js';

const LARGE = 'Gimnasio '.repeat(2000);

function answer(port: number, method: string, headers: Record<string, string>) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers['vary'],
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('responseCompression', () => {
  let server: ReturnType<express.Express['listen']>;
  let port: number;

  beforeAll(async () => {
    const app = express();
    app.use(responseCompression());
    app.all('/', (_req, res) => void res.type('text/plain').send(LARGE));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('given a browser that accepts gzip, compresses a large GET answer', async () => {
    const got = await answer(port, 'GET', { 'accept-encoding': 'gzip' });
    expect(got.encoding).toBe('gzip');
    expect(got.vary).toBe('Accept-Encoding');
    expect(got.body.length).toBeLessThan(LARGE.length / 10);
  });

  it('given a client that accepts no encoding, sends the answer as it is', async () => {
    const got = await answer(port, 'GET', {});
    expect(got.encoding).toBeUndefined();
    expect(got.body).toBe(LARGE);
  });

  it('given a command (POST), sends its answer as it is', async () => {
    const got = await answer(port, 'POST', { 'accept-encoding': 'gzip' });
    expect(got.encoding).toBeUndefined();
    expect(got.body).toBe(LARGE);
  });
});
