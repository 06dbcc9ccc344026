// Settings of the HTTP layer.
import type helmet from 'helmet';

/** The largest JSON body accepted (413 past it). */
export const BODY_LIMIT_BYTES = 100 * 1024;

// No HSTS or upgrade-insecure-requests: a gym often serves plain HTTP on its own network
// (a phone at the front desk opening http://192.168.x.x:3000), which those would break.
export const SECURITY_HEADERS: Parameters<typeof helmet>[0] = {
  strictTransportSecurity: false,
  contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'upgrade-insecure-requests': null } },
};
