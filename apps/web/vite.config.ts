import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appChunkName } from './build/app-chunks.ts';

// In development the API server (apps/server) runs on :3000; it also answers
// /config.js, the runtime settings the page loads before the app starts.
const apiServer = 'http://localhost:3000';

/**
 * Writes `.br` and `.gz` beside every text asset, so the server can send them as they are
 * (`@fastify/static` `preCompressed: true`) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'epaper-precompress',
    apply: 'build',
    // After Vite's own generateBundle hooks, which still rewrite the chunks (the
    // __VITE_PRELOAD__ markers of lazy imports): compressing earlier ships unfinished code.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
          const source = file.type === 'chunk' ? file.code : file.source;
          const buffer = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (buffer.length < 1024) continue;
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(buffer, { level: 9 }) });
          this.emitFile({
            type: 'asset',
            fileName: `${file.fileName}.br`,
            source: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          });
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      '/api': apiServer,
      '/config.js': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    // The sign-in page has a JavaScript budget; keep every chunk's gzip size in the report.
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one named, long-cached chunk every page shares.
        // The icons, and Radix with sonner (the signed-in layout's), would otherwise be
        // a dozen chunks of a few hundred bytes each, every one a round trip on a phone
        // (six at a time over HTTP/1.1): the Dashboard's first load fetched 22 chunks, now 11.
        codeSplitting: {
          groups: [
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'ui-vendor', test: /node_modules[\\/](@radix-ui|radix-ui|sonner|@floating-ui)[\\/]/ },
            // What the layout fetches once the first screen has painted (lib/lazy/deferred-module.ts):
            // one chunk beside Radix's, not five round trips.
            {
              name: 'layout-parts',
              test: /[\\/](user-menu|notification-popover|sidebar-drawer|tooltip-popup|app-toaster)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            // Our own modules that several screens share: four chunks instead of dozens.
            { name: appChunkName, minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
