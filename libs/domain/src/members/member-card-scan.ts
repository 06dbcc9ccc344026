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

/** `origin`: this site's (window.location.origin), the only one a card's address may name. */
export function readCardScan(text: string, origin: string): CardScan {
  const value = text.trim();
  if (/^[\d.\s-]+$/.test(value) && /\d/.test(value)) return { kind: 'cedula' };
  if (TOKEN.test(value)) return { kind: 'card', token: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'not-a-card' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'not-a-card' };
  if (url.origin !== new URL(origin).origin) return { kind: 'other-site', host: url.host };
  const token = CARD_PATH.exec(url.pathname)?.[1];
  if (token === undefined || url.search !== '' || url.hash !== '') return { kind: 'not-a-card' };
  return { kind: 'card', token };
}
