// The built frontend on Fastify, as ServeStaticModule serves it on Express (static-files.ts): each
// file with its Cache-Control, and index.html for every other GET outside /api, so the browser's
// router shows the screen; an unknown /api path stays a JSON 404.
import { NotFoundException } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentType } from 'mime-types';
import { extname } from 'node:path';
import { cacheControlFor } from '../static-files.js';

export async function serveFrontend(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root,
    // One route per file found at start (the build does not change while the app runs).
    wildcard: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('Cache-Control', cacheControlFor(filePath));
      // The type Express's static files give (mime-types: text/javascript where @fastify/send says application/javascript).
      void reply.header('Content-Type', contentType(extname(filePath)) || 'application/octet-stream');
    },
  });
  fastify.get('/*', (request, reply) => {
    if (/^\/api(\/|$|\?)/i.test(request.url)) throw new NotFoundException();
    return reply.sendFile('index.html');
  });
}
