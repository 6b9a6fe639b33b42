/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * react-phone-input-2 ships a webpack bundle whose global-object shim runs `Function("return this")()`
 * once `this` is undefined (always, once bundled as strict ES modules). Our CSP forbids eval, so the
 * browser reports a violation on /registro (Lighthouse best-practices). `globalThis` is what the
 * shim is after.
 */
function phoneInputWithoutEval(): Plugin {
  return {
    name: 'phone-input-without-eval',
    transform: {
      filter: { id: /react-phone-input-2[\\/]lib[\\/]lib\.js$/ },
      handler(code) {
        return { code: code.replace(/(?:new )?Function\("return this"\)\(\)/g, 'globalThis'), map: null };
      },
    },
  };
}

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), phoneInputWithoutEval()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // One .env at the repository root for server and client (only VITE_* reaches the bundle).
  envDir: '..',
  // Vite 8 changed CJS default-import interop; react-phone-input-2 and react-countup need the old behaviour.
  legacy: { inconsistentCjsInterop: true },
  server: {
    port: 5173,
    // robots.txt and sitemap.xml hold absolute URLs, so the server builds them from PUBLIC_URL.
    proxy: { '/api': apiTarget, '/uploads': apiTarget, '/robots.txt': apiTarget, '/sitemap.xml': apiTarget, '/calendario': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  test: {
    name: 'client',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    css: false,
  },
});
