# Fenqi's production image: the client and the compiled server built once, run as an unprivileged
# user on plain Node. compose.yaml runs two of these behind Caddy (docs/operations.md).

FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles itself when its prebuilt binary cannot be downloaded.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client (dist/), the forms (.generated/) and the compiled server (dist-server/); then only the
# packages the server needs at run time are kept.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/app/data \
  FENQI_PRECOMPILED=1
WORKDIR /app
# The code is root's and read-only to the server; only its data folder (uploads being received,
# SQLite when there is no DATABASE_URL) is the server's to write.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Node itself as the container's process, not npm: SIGTERM reaches the server, which drains its
# requests in flight (docs/operations.md, health checks and shutdown).
CMD ["node", "--enable-source-maps", "dist-server/start.js"]
