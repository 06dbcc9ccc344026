// 'zod' as the browser bundle has it (vite.config.ts points the name here): zod itself, told before
// any schema is built never to compile code at run time. The page's Content-Security-Policy refuses
// eval (script-src 'self'), and zod's probe for it, caught as it is, is still reported as a
// violation. Every module that imports 'zod' imports this one, so nothing can build a schema first.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
