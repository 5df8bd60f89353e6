# Keepsake as a container image (ADR 103): built with the development dependencies, run with the
# production ones. Configured by environment only: IMMICH_URL (proxy mode; without it the demo
# library), PORT, HOST; the demo library lives in the /data volume.
#   docker build -t keepsake .
#   docker run -p 3000:3000 -e IMMICH_URL=http://immich-server:2283 keepsake
# BASE is any image equivalent to node:24-bookworm-slim (Debian bookworm, Node 24 and npm in
# /usr/local, a user `node` with uid 1000); `npm run test:container` builds with a local one.
ARG BASE=node:24-bookworm-slim

# The app (Vite) and the server (esbuild, dist-server/), with every dependency.
FROM ${BASE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY scripts/postinstall.mjs scripts/check-node.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The production dependencies alone: sharp (it draws the demo library), and ffmpeg (its videos),
# kept gzipped (the server unpacks it while it generates a library). better-sqlite3 goes: Node 24
# has SQLite built in (ADR 062).
FROM ${BASE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/postinstall.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund \
  && npm uninstall --no-save --omit=dev --no-audit --no-fund better-sqlite3 \
  && if [ -f node_modules/@ffmpeg-installer/linux-x64/ffmpeg ]; then gzip -9 node_modules/@ffmpeg-installer/linux-x64/ffmpeg; fi \
  && rm -rf scripts ~/.npm

# What runs: Node, the production dependencies and the build output, as the unprivileged `node`.
FROM ${BASE}
ARG VERSION=dev
ARG REVISION=unknown
LABEL org.opencontainers.image.title="Keepsake" \
      org.opencontainers.image.description="A calm web client for your own Immich photo library: memories, people and shared albums. Set IMMICH_URL to your Immich server; without it, a demo library." \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${REVISION}" \
      org.opencontainers.image.base.name="node:24-bookworm-slim"
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    KEEPSAKE_DATA_DIR=/data \
    KEEPSAKE_DIST_DIR=/app/dist \
    KEEPSAKE_NO_BUILD=1
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=deps /app/node_modules node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/dist dist
COPY --from=build /src/dist-server dist-server
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/server/ping').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist-server/start.js"]
