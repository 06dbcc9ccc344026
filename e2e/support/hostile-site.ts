// Another site's page on this machine, as an attacker would serve it (issue 18): one small HTTP
// server on its own port, reachable as http://127.0.0.1:<port> (same site as an app on 127.0.0.1:
// SameSite=Strict still sends the session cookie) and http://localhost:<port> (another site). Each
// page makes the browser send one state-changing request to the app as soon as it loads.
import { createServer, type Server } from 'node:http';

/** The four ways of the report: a form without fields, a no-cors fetch, a text/plain body, a top-level form. */
export type Attack = 'form' | 'no-cors' | 'text-plain' | 'navigate';
export const ATTACKS: readonly Attack[] = ['form', 'no-cors', 'text-plain', 'navigate'];

export interface HostileSite {
  readonly port: number;
  /** The page that sends `attack` to `target` (a full URL of the app), with `body` when it carries one. */
  url(host: '127.0.0.1' | 'localhost', attack: Attack, target: string, body?: string): string;
  close(): Promise<void>;
}

const attribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A script literal that cannot end the <script> element it sits in. */
const literal = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

function attackPage(attack: Attack, target: string, body: string): string {
  const fetchWith = (extra: string): string =>
    `<script>fetch(${literal(target)}, { method: 'POST', mode: 'no-cors', credentials: 'include'${extra} });</script>`;
  switch (attack) {
    case 'form':
      // No fields: an empty urlencoded body, which a JSON-only check alone lets through.
      return `<iframe name="sink"></iframe><form method="POST" action="${attribute(target)}" target="sink"></form><script>document.forms[0].submit();</script>`;
    case 'navigate':
      return `<form method="POST" action="${attribute(target)}" target="_top"></form><script>document.forms[0].submit();</script>`;
    case 'no-cors':
      return fetchWith('');
    case 'text-plain':
      return fetchWith(`, headers: { 'Content-Type': 'text/plain' }, body: ${literal(body)}`);
    default: {
      const unknown: never = attack;
      throw new Error(`Unknown attack ${String(unknown)}`);
    }
  }
}

export async function startHostileSite(): Promise<HostileSite> {
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://hostile.test').searchParams;
    const attack = ATTACKS.find((known) => known === query.get('attack'));
    if (attack === undefined) {
      response.writeHead(404).end(); // the browser's /favicon.ico
      return;
    }
    const html = `<!doctype html><title>Oferta</title>${attackPage(attack, query.get('target') ?? '', query.get('body') ?? '')}`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: (host, attack, target, body = '') =>
      `http://${host}:${port}/?${new URLSearchParams({ attack, target, body }).toString()}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
