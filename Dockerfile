# syntax=docker/dockerfile:1
# The compliance workbench: one process serving the pages and the API. README, "Run in containers".
FROM node:22-bookworm-slim AS build
WORKDIR /app
# Dependencies first: a change of the sources alone reuses this layer. `npm install`, not `npm ci`:
# the lockfile leaves out other platforms' optional packages.
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The embedded database and its session secret, when no DATABASE_URL is given.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: SIGTERM then reaches the server, which drains (README, "Health").
CMD ["node", "build/main.js"]
