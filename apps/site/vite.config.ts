import { vitePlugin as remix } from '@remix-run/dev';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    remix({
      // SPA mode: the build writes build/client/index.html and every route runs in the browser
      // (clientLoader / clientAction); a static host answers every path with index.html.
      ssr: false,
      // Parallel work (several people or agents testing at once) can build side by side.
      buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { port: 5173 },
});
