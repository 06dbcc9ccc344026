// R51: what a QR read by the desk's camera holds, before anything is looked up. A card's QR holds
// its address on this site ('…/m/{token}'); a cédula, another site's address or any other text is
// refused with its reason and never followed or opened: only the token is ever sent to the server.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const CARD_PATH = /^\/m\/([A-Za-z0-9_-]{32})\/?$/;

export type CardScan =
  | { readonly kind: 'card'; readonly token: string }
  | { readonly kind: 'cedula' }
  | { readonly kind: 'other-site'; readonly host: string }
  | { readonly kind: 'not-a-card' };

/** An absolute http(s) address: scheme, host (with its port), path, query, fragment. */
const ADDRESS = /^(https?):\/\/([^/?#\s]+)([^?#\s]*)(\?[^#\s]*)?(#\S*)?$/i;
const DEFAULT_PORT: Readonly<Record<string, string>> = { http: ':80', https: ':443' };

/** `http://Host:80` → `http://host`: an origin as browsers compare them. */
function originOf(scheme: string, host: string): string {
  const lower = scheme.toLowerCase();
  const name = host.toLowerCase();
  const port = DEFAULT_PORT[lower];
  return `${lower}://${port !== undefined && name.endsWith(port) ? name.slice(0, -port.length) : name}`;
}

/** `origin`: this site's (window.location.origin), the only one a card's address may name. */
export function readCardScan(text: string, origin: string): CardScan {
  const value = text.trim();
  if (/^[\d.\s-]+$/.test(value) && /\d/.test(value)) return { kind: 'cedula' };
  if (TOKEN.test(value)) return { kind: 'card', token: value };
  const address = ADDRESS.exec(value);
  const site = ADDRESS.exec(origin.trim());
  if (address === null || site === null) return { kind: 'not-a-card' };
  const [, scheme = '', host = '', path = '', query, fragment] = address;
  if (host.includes('@')) return { kind: 'other-site', host: host.slice(host.lastIndexOf('@') + 1) };
  if (originOf(scheme, host) !== originOf(site[1] ?? '', site[2] ?? '')) return { kind: 'other-site', host };
  const token = CARD_PATH.exec(path)?.[1];
  if (token === undefined || query !== undefined || fragment !== undefined) return { kind: 'not-a-card' };
  return { kind: 'card', token };
}
