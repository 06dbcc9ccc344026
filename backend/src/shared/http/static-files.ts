// How the built frontend is served: compressed (brotli or gzip), hashed assets cached for a year,
// index.html never cached, so a new version reaches the front desk at the next page load.
import type { ServeStaticModuleOptions } from '@nestjs/serve-static';
import type { ServerResponse } from 'node:http';
import { sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Icons and the manifest keep their names across versions: cached a day, then checked again. */
export const SHORT_CACHE = 'public, max-age=86400';

/** The Cache-Control of a file of the built frontend. */
export function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return NO_CACHE;
  // Vite names every file under assets/ by its content's hash: a changed file is a new name.
  if (filePath.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  return SHORT_CACHE;
}

export function staticFilesOptions(rootPath: string): ServeStaticModuleOptions {
  return {
    rootPath,
    exclude: ['/api/{*path}'],
    serveStaticOptions: {
      cacheControl: false,
      setHeaders: (response: ServerResponse, filePath: string) => {
        response.setHeader('Cache-Control', cacheControlFor(filePath));
      },
    },
  };
}
