// R51: what a QR read at Ingreso holds, before anything is looked up. A card's QR holds its address
// on this site ('…/m/{token}'): the configured public address (PUBLIC_URL), or any address of the app
// itself (the page's own, the LAN address or localhost a card was printed on); a cédula, another
// site's address or any other text is refused with its reason and never followed or opened: only the
// token is ever sent to the server.
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

/** An address's origin as browsers compare them, or null when it is no http(s) address. */
export function siteOrigin(address: string): string | null {
  const parts = ADDRESS.exec(address.trim());
  if (parts === null || (parts[2] ?? '').includes('@')) return null;
  return originOf(parts[1] ?? '', parts[2] ?? '');
}

/** `origins`: this site's addresses (the page's, PUBLIC_URL, the app's own), the only ones a card's address may name. */
export function readCardScan(text: string, origins: string | readonly string[]): CardScan {
  const value = text.trim();
  if (/^[\d.\s-]+$/.test(value) && /\d/.test(value)) return { kind: 'cedula' };
  if (TOKEN.test(value)) return { kind: 'card', token: value };
  // The card's path alone names no other site.
  const pathOnly = CARD_PATH.exec(value)?.[1];
  if (pathOnly !== undefined) return { kind: 'card', token: pathOnly };
  const address = ADDRESS.exec(value);
  const sites = new Set((typeof origins === 'string' ? [origins] : origins).map(siteOrigin));
  if (address === null) return { kind: 'not-a-card' };
  const [, scheme = '', host = '', path = '', query, fragment] = address;
  if (host.includes('@')) return { kind: 'other-site', host: host.slice(host.lastIndexOf('@') + 1) };
  if (!sites.has(originOf(scheme, host))) return { kind: 'other-site', host };
  const token = CARD_PATH.exec(path)?.[1];
  if (token === undefined || query !== undefined || fragment !== undefined) return { kind: 'not-a-card' };
  return { kind: 'card', token };
}
