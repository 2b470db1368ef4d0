import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocumentImports } from './vite-plugins/graphqlDocuments';

/**
 * Vite config of the React client. Root is client/; the build goes to dist/client at the repository
 * root, where the API serves it (index.html for the app, graphiql.html at /graphiql).
 * The dev server and `vite preview` proxy the API paths (the assistant's socket too) to the API server (default port 4000).
 */

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env['QUARTER_API_URL'] ?? 'http://localhost:4000';

const LOCALE_FILE = /[\\/]locales[\\/]([a-z]{2}-[A-Z]{2})\.json$/;

function localeOfMessageFile(id: string): string | null {
  return LOCALE_FILE.exec(id)?.[1] ?? null;
}

const apiProxy: Record<string, string | ProxyOptions> = {
  '/graphql': { target: apiTarget, ws: true },
  // The assistant's socket (features/assistant/connection.ts).
  '/api/mcp-ws': { target: apiTarget, ws: true },
  '/uploads': { target: apiTarget },
  '/healthz': { target: apiTarget },
  '/readyz': { target: apiTarget },
  '/version.json': { target: apiTarget },
  '^/dev(/|$)': { target: apiTarget },
};

export default defineConfig({
  root: clientRoot,
  publicDir: 'public',
  // Brotli and gzip copies of the built assets, served by the API when the browser accepts them.
  plugins: [
    graphqlDocumentImports(fileURLToPath(new URL('./src/gql', import.meta.url))),
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
  ],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
    fs: { allow: [repoRoot] },
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // The shared and the features' message files of one locale load together: one chunk each.
          groups: [{ name: (id) => localeOfMessageFile(id), test: LOCALE_FILE }],
        },
      },
    },
  },
});
