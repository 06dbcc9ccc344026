// The built frontend: each file with its Cache-Control (hashed assets cached for a year, index.html
// never cached, so a new version reaches the front desk at the next page load), compressed by
// @fastify/compress, and index.html for every other GET outside /api, so the browser's router shows
// the screen; an unknown /api path stays a JSON 404. /robots.txt keeps every crawler out: the app
// is private to one gym (the page says noindex too, for a crawler that reaches it by a link).
import { NotFoundException } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentType } from 'mime-types';
import { extname, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Icons and the manifest keep their names across versions: cached a day, then checked again. */
export const SHORT_CACHE = 'public, max-age=86400';

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';

/** R51: the address of a member's card page, '/m/{token}'. */
export const isCardPage = (url: string): boolean => /^\/m\/[^/?]+\/?(\?|$)/.test(url);

/** The Cache-Control of a file of the built frontend. */
export function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return NO_CACHE;
  // Vite names every file under assets/ by its content's hash: a changed file is a new name.
  if (filePath.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  return SHORT_CACHE;
}

export async function serveFrontend(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    // One route per file found at start (the build does not change while the app runs).
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // R51: a member's card page (/m/{token}) is never cached nor indexed, whoever opens it.
      if (isCardPage(reply.request.url)) {
        void reply.header('Cache-Control', 'no-store');
        void reply.header('X-Robots-Tag', 'noindex, nofollow');
      } else void reply.header('Cache-Control', cacheControlFor(filePath));
      // mime-types' type (text/javascript, where @fastify/send would say application/javascript).
      void reply.header('Content-Type', contentType(extname(filePath)) || 'application/octet-stream');
    },
  });
  fastify.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', SHORT_CACHE).type('text/plain; charset=utf-8').send(ROBOTS_TXT),
  );
  fastify.get('/*', (request, reply) => {
    if (/^\/api(\/|$|\?)/i.test(request.url)) throw new NotFoundException();
    return reply.sendFile('index.html');
  });
}
