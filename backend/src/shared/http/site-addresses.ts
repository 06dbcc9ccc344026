// R51: the addresses of this app, the only ones a card's QR may name at Ingreso: the configured public
// address (PUBLIC_URL) and the staff's (APP_ORIGIN), and every address the app answers on at its port
// (localhost, the machine's name, each of its network addresses: the LAN IP a card was printed on).
import { hostname, networkInterfaces } from 'node:os';
import type { AppConfig } from '../../config.js';

type SiteConfig = Pick<AppConfig, 'port' | 'publicUrl' | 'appOrigins'>;

/** A host as it is written in an address: an IPv6 one in brackets. */
const hostOf = (address: string): string => (address.includes(':') ? `[${address}]` : address);

/** The configured origins (PUBLIC_URL, APP_ORIGIN) and the request's own (its Host): what a signed-out page may be told. */
export function configuredSiteAddresses(config: SiteConfig, requestOrigin?: string): string[] {
  const origins = new Set<string>();
  if (config.publicUrl !== undefined) origins.add(config.publicUrl);
  for (const origin of config.appOrigins) origins.add(origin);
  if (requestOrigin !== undefined) origins.add(requestOrigin);
  return [...origins];
}

/**
 * Every origin of the app, the machine's own names and network addresses at its port among them.
 * Only the server checks against these: the public settings never list the machine's LAN addresses.
 */
export function siteAddresses(config: SiteConfig, requestOrigin?: string): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', hostname().toLowerCase()]);
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? []) if (!entry.address.startsWith('fe80')) hosts.add(hostOf(entry.address));
  const origins = new Set(configuredSiteAddresses(config, requestOrigin));
  for (const host of hosts) origins.add(`http://${host}:${config.port}`);
  return [...origins];
}
