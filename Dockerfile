# Multi-stage build: install and build with dev dependencies, run with production ones only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/common/package.json packages/common/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3001
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY packages/common/package.json packages/common/
RUN npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/schema.graphql ./schema.graphql
COPY --from=build /app/packages/embedded-mongo/dist packages/embedded-mongo/dist
COPY --from=build /app/packages/common/dist packages/common/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# DATA_DIR (backups) is a volume shared by the replicas; it must belong to the app's user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3001
# Ready, not only alive: the database answers, the start-up chores are done and the process is not stopping.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s CMD node -e "fetch('http://127.0.0.1:3001/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# tracing.js first: OpenTelemetry's loader hook must see the app's modules load (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
CMD ["node", "--enable-source-maps", "--import", "./server/dist/tracing.js", "server/dist/main.js"]
