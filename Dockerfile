# syntax=docker/dockerfile:1
# Multi-stage image: build the web app, then a slim runtime with production dependencies only.
# The API runs its TypeScript directly with Node 24's type stripping, so there is no API build step.
FROM node:24-slim AS base
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install -g pnpm@10.34.9 --no-audit --no-fund
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .node-version ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/

FROM base AS build
RUN pnpm install --frozen-lockfile
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
COPY apps/api/src apps/api/src
RUN pnpm --filter @app/web build

FROM base AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN pnpm install --frozen-lockfile --prod --filter @app/api... \
  && mkdir -p /data && chown node:node /data
COPY packages/domain/src packages/domain/src
COPY packages/db/src packages/db/src
COPY apps/api/src apps/api/src
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/src/server.ts"]
