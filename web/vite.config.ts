import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { CLUB_TIME_ZONE_META } from '../api/src/shared/time-zone'
import { inFirstView } from './first-view'
import { routeList } from './vite-plugins/route-list'

// Brand colours from src/styles/tokens.css (--bg, the page behind everything and the navbar).
const BACKGROUND = '#0b0c10'

/**
 * One id per build: the update prompt compares it, the persisted query cache is dropped when it
 * changes (docs/offline.md), and <meta name="build-id"> shows which build a page runs.
 * BUILD_ID in the environment wins (tests build twice with known ids).
 */
const buildId =
  process.env.BUILD_ID ||
  `${new Date().toISOString().replace(/[-:]|\.\d+/g, '')}-${Math.random().toString(36).slice(2, 6)}`

const buildIdMeta = (id: string): Plugin => ({
  name: 'club:build-id-meta',
  transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'build-id', content: id }, injectTo: 'head' }],
})

/**
 * `bun run dev` only: the club's time zone as the production server writes it into index.html
 * (api/src/plugins/web-index.ts), from the same CLUB_TIME_ZONE; the PWA falls back to the default.
 */
const devClubTimeZoneMeta = (): Plugin => ({
  name: 'club:dev-time-zone-meta',
  apply: 'serve',
  transformIndexHtml: () =>
    process.env.CLUB_TIME_ZONE
      ? [{ tag: 'meta', attrs: { name: CLUB_TIME_ZONE_META, content: process.env.CLUB_TIME_ZONE }, injectTo: 'head' }]
      : [],
})

// The API runs on :3000 in development (`bun run dev`); Vite proxies /api to it, so the app
// always talks to its own origin, as in production.
export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return firstViewBuild()
  const id = command === 'build' ? buildId : 'development'
  const pages = routeList()
  return {
    define: { __BUILD_ID__: JSON.stringify(id) },
    plugins: [
      // Must come before react(): it generates src/routeTree.gen.ts and splits each route's component.
      tanstackRouter({ target: 'react', autoCodeSplitting: true, plugins: [pages.generator] }),
      react(),
      buildIdMeta(id),
      devClubTimeZoneMeta(),
      pages.vite,
      VitePWA({
        // The app registers the worker itself (src/pwa/service-worker.ts): no inline script, so a
        // strict `script-src 'self'` CSP holds. No worker in `bun run dev` (devOptions off).
        injectRegister: false,
        registerType: 'prompt',
        includeManifestIcons: false,
        integration: {
          // The pages are known once the router plugin has read src/routes (at buildStart).
          beforeBuildServiceWorker(options) {
            options.workbox.navigateFallbackAllowlist = pages.patterns()
          },
        },
        manifest: {
          id: '/',
          name: 'GameDev Club',
          short_name: 'GameDev Club',
          description:
            'The game development club of our campus in Delhi: events, EXP, levels and ranks. Works on a bad connection too.',
          lang: 'en',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: BACKGROUND,
          background_color: BACKGROUND,
          categories: ['education', 'games', 'social'],
          icons: [
            { src: '/icons/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          screenshots: [
            {
              src: '/screenshots/home-narrow.png',
              sizes: '720x1280',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'The club home page on a phone',
            },
            {
              src: '/screenshots/home-wide.png',
              sizes: '1280x720',
              type: 'image/png',
              form_factor: 'wide',
              label: 'The club home page on a laptop',
            },
          ],
          shortcuts: [
            {
              name: 'Events',
              short_name: 'Events',
              description: 'Upcoming club events',
              url: '/events',
              icons: [{ src: '/icons/shortcut-events-96.png', sizes: '96x96', type: 'image/png' }],
            },
            {
              name: 'Profile',
              short_name: 'Profile',
              description: 'Your level, rank and events',
              url: '/profile',
              icons: [{ src: '/icons/shortcut-profile-96.png', sizes: '96x96', type: 'image/png' }],
            },
          ],
        },
        workbox: {
          // The app shell: every script and style (all routes, so any page opens offline), the
          // font, the icons sprite, the logo and the SVG art of the public pages. Not the PNG icons
          // or screenshots: the browser fetches those itself when installing.
          globPatterns: ['**/*.{js,css,html,woff2}', 'favicon.svg', 'icons.svg', 'images/**/*.svg'],
          // The app's pages open from this copy at once, online or not (navigateFallbackAllowlist
          // is set from the route tree above). Any other path goes to the network, so the server's
          // 404 reaches the browser (docs/decisions/0122-unknown-paths-answer-404.md).
          // Shows pushes and opens the event on a tap (public/push-sw.js; docs/notifications.md).
          importScripts: ['push-sw.js'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api(\/|$)/],
          cleanupOutdatedCaches: true,
          // First visit: the new worker controls the page at once. Updates wait for the prompt.
          clientsClaim: true,
          skipWaiting: false,
          runtimeCaching: [
            {
              // A path that is not one of the app's pages: the server answers (404 and the app's
              // "Level not found"); without an answer within 5 s, the app's copy says the same.
              // Nothing is kept (no status is cacheable): only the app's own pages work offline.
              urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/api(\/|$)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'club-other-paths',
                networkTimeoutSeconds: 5,
                cacheableResponse: { statuses: [] },
                precacheFallback: { fallbackURL: 'index.html' },
              },
            },
            {
              // Event images and avatars, as uploaded or in a size (?w=96): content-addressed (a
              // hash in the URL), so cache first.
              urlPattern: /\/api\/media\/[^/?]+(\?w=\d+(&crop=16x9)?)?$/,
              handler: 'CacheFirst',
              options: {
                cacheName: 'club-media',
                expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
    ],
    server: {
      port: 5173,
      proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Which style sheets each route's chunk needs: the server links those of a page it draws
      // (api/src/plugins/first-view.ts), so its HTML is styled before any script runs.
      manifest: true,
      assetsInlineLimit: 2048,
      // Everything the first view needs from libraries, and the app's modules it shares with the
      // route chunks, in one file (decision 0036; the rule and its checks: first-view.ts).
      rolldownOptions: {
        // The page itself, and the script a page drawn by the server gets in place of the app's
        // (src/start.ts: the app starts at the reader's first touch; api/src/plugins/first-view.ts).
        input: { index: 'index.html', start: 'src/start.ts' },
        output: { codeSplitting: { groups: [{ name: 'app-core', test: inFirstView }] } },
      },
    },
  }
})

/**
 * The server's first view (src/first-view/render.tsx, docs/first-view.md), built for the API
 * process into web/dist-server: one ES module with React and every library inside, since the
 * image has none of the web app's packages; no service worker, no CSS (the page's own sheets
 * come with the HTML). Outside web/dist, so the server never serves it.
 */
function firstViewBuild(): UserConfig {
  return {
    plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react()],
    // React's production build whatever NODE_ENV the server runs with.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/first-view/render.tsx',
      outDir: 'dist-server',
      emptyOutDir: true,
      target: 'esnext',
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'first-view.js' } },
    },
  }
}
