# syntax=docker/dockerfile:1
#
# One image for the production stack (see deploy/README.md):
#   gateway:   node backend/dist/main.js        (the default command)
#   projector: node projections/dist/worker.js
#
# Build: docker build -t creators-marketplace .

# Node 22 LTS (maintained until April 2027; the project also runs on 20.19+): @fastify/static's
# content-disposition@3 asks for Node >= 22. Pinned in full, so a rebuild gets the same runtime;
# deploy/README.md says how to move it on. Its npm (10.x) installs package-lock.json as committed.
ARG NODE_IMAGE=node:22.23.2-bookworm-slim

# ---------------------------------------------------------------------------
# build: full install (dev dependencies included), compile, then prune
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS build

# better-sqlite3 is compiled from source (no prebuilt download), against the
# headers that ship with the Node.js image; argon2 uses its bundled prebuilds.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV npm_config_build_from_source=better-sqlite3 \
  npm_config_nodedir=/usr/local \
  npm_config_audit=false \
  npm_config_fund=false \
  npm_config_update_notifier=false

WORKDIR /app

# Manifests first, so the dependency layer is cached until they change.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/storage/package.json packages/storage/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci

COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
COPY projections projections
COPY backend backend
COPY frontend frontend
RUN npm run build

# Production dependencies only, then gather what the runtime needs in /out:
# the workspace manifests, their compiled output and node_modules (the
# workspace links in node_modules/@creators point at these folders).
RUN npm prune --omit=dev \
  && mkdir -p /out \
  && cp -a package.json package-lock.json node_modules /out/ \
  && for ws in packages/contracts packages/storage projections backend frontend; do \
    mkdir -p "/out/$ws" && cp -a "$ws/package.json" "$ws/dist" "/out/$ws/" || exit 1; \
    if [ "$ws" != frontend ] && [ -d "$ws/node_modules" ]; then cp -a "$ws/node_modules" "/out/$ws/"; fi; \
    if [ "$ws" = frontend ]; then cp -a frontend/dist-server /out/frontend/; fi; \
  done \
  && find /out/packages /out/projections /out/backend -path '*/dist/*' -not -path '*/node_modules/*' \
    \( -name '*.spec.js' -o -name '*.spec.js.map' -o -name '*.spec.d.ts' -o -name '*.spec.d.ts.map' \) -delete

# ---------------------------------------------------------------------------
# runtime: production dependencies and compiled output, non-root
# ---------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

ARG RELEASE=dev
ENV NODE_ENV=production \
  RELEASE=${RELEASE} \
  PORT=3000 \
  DATA_DIR=/app/data

# Link previews (1200 × 630 pictures of items and creators) draw their words with a system font.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
# Owned by root and read-only for the app user; only DATA_DIR (the embedded
# SQLite database, used when EVENTSTORE_URL/MONGODB_URL are unset) is writable.
COPY --from=build /out/ ./
RUN mkdir -p /app/data && chown node:node /app/data

USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
