# The club's server in one image: one Bun process serves the API under /api and the PWA at /,
# on the embedded database in /data (a volume) or on PostgreSQL when DATABASE_URL is set.
#
#   docker build -t gamedev-club .
#   docker run -p 3000:3000 -v club-data:/data -e JWT_SECRET=… gamedev-club
#
# BASE is the official Bun image; any image with Bun at the same version on its PATH will do
# (scripts/test-image.ts builds one on a machine without a registry).
ARG BASE=docker.io/oven/bun:1.4.5-slim

# ── 1. The PWA, built with every dependency ───────────────────────────────────────────────────
FROM ${BASE} AS web
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# patches/: fixes applied to dependencies at install (see package.json patchedDependencies).
COPY patches patches
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN bun install --frozen-lockfile
COPY tsconfig.base.json ./
# The web app imports the API's shared constants and types.
COPY api api
COPY web web
RUN bun run build

# ── 2. The API's production dependencies only ─────────────────────────────────────────────────
FROM ${BASE} AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
COPY patches patches
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
# Peer dependencies drag in TypeScript and type packages that nothing reads at run time
# (about 45 MB), and packages ship source maps, declarations and readmes: none of it is needed.
RUN bun install --frozen-lockfile --production --filter @club/api \
 && cd node_modules/.bun \
 && rm -rf typescript@* @typescript+* @types+* bun-types@* undici-types@* \
 && find . -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -iname '*.md' \) -delete \
 && mkdir /data

# ── 3. What runs ──────────────────────────────────────────────────────────────────────────────
FROM ${BASE}
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/api/node_modules api/node_modules
COPY api/package.json api/
# The server imports nothing from web/ source (shared code is in api/src/shared/); it loads
# the built first view from web/dist-server.
COPY api/src api/src
COPY --from=web /app/web/dist web/dist
# The server draws public pages with this build of the app (docs/first-view.md).
COPY --from=web /app/web/dist-server web/dist-server
# The uid of the official image's `bun` user; /data is made in a build stage so this stage
# needs no shell (a distroless base works too).
COPY --from=deps --chown=1000:1000 /data /data
USER 1000:1000
VOLUME /data
# 3001: the games origin (GAMES_PORT, docs/games.md); behind one proxy, 3000 serves both names.
EXPOSE 3000 3001
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["bun", "api/src/healthcheck.ts"]
CMD ["bun", "api/src/index.ts"]
