// R51: the addresses of this app, the only ones a card's QR may name at Ingreso: the configured public
// address (PUBLIC_URL) and the staff's (APP_ORIGIN), and every address the app answers on at its port
// (localhost, the machine's name, each of its network addresses: the LAN IP a card was printed on).
import { hostname, networkInterfaces } from 'node:os';
import type { AppConfig } from '../../config.js';

type SiteConfig = Pick<AppConfig, 'port' | 'publicUrl' | 'appOrigins'>;

/** A host as it is written in an address: an IPv6 one in brackets. */
const hostOf = (address: string): string => (address.includes(':') ? `[${address}]` : address);

/** Every origin of the app; the request's own (its Host) is added where one is at hand. */
export function siteAddresses(config: SiteConfig, requestOrigin?: string): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()]);
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? []) if (!entry.address.startsWith('fe80')) hosts.add(hostOf(entry.address));
  const origins = new Set<string>();
  if (config.publicUrl !== undefined) origins.add(config.publicUrl);
  for (const origin of config.appOrigins) origins.add(origin);
  if (requestOrigin !== undefined) origins.add(requestOrigin);
  for (const host of hosts) origins.add(`http://${host}:${config.port}`);
  return [...origins];
}
