// Vite build and dev server for the Gimnasio frontend: React, the shared domain, the /api proxy.
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { messages } from '../libs/domain/src/messages.ts';

const domainSource = fileURLToPath(new URL('../libs/domain/src/', import.meta.url));
const domainEntry = `${domainSource}index.ts`;
const zodWithoutEval = fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url));

/** Fills the `%KEY%` placeholders of index.html from the catalogue, so the page's static texts live there too. */
function catalogueInHtml(): Plugin {
  const texts: Readonly<Record<string, string>> = {
    GYM_NAME: messages['SHELL.GYM_NAME_DEFAULT'],
    NOSCRIPT: messages['SHELL.NOSCRIPT'],
    DESCRIPTION: messages['SHELL.DESCRIPTION'],
  };
  return {
    name: 'gym-catalogue-in-html',
    transformIndexHtml: (html) => html.replace(/%(\w+)%/g, (whole, key: string) => texts[key] ?? whole),
  };
}

export default defineConfig({
  plugins: [react(), catalogueInHtml()],
  resolve: {
    alias: [
      { find: '@gym/domain', replacement: domainEntry },
      // Zod with its eval probe off, wherever a module imports it (the page's CSP refuses eval).
      { find: /^zod$/, replacement: zodWithoutEval },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    // scripts/build.mjs bundles into a new build folder (--outDir) and swaps it in; a bare `vite build`
    // lands here, never in frontend/dist, which a running app serves.
    outDir: '../build/compile/frontend/dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The domain is pure (no I/O, no globals), so what a page does not use, such as the
        // request schemas and with them zod, stays out of its bundle.
        moduleSideEffects: (id) => (id.startsWith(domainSource) ? false : undefined),
      },
    },
  },
});
