# The app's image, on Node 24 LTS. `build` installs every dependency and builds (scripts/build.mjs);
# `runtime` holds only what runs: the production dependencies of backend and domain, and the one
# build folder (backend/dist, frontend/dist, the domain), owned by root and run as the `node` user.
# No sources, tests, bench or dev tools; .dockerignore keeps .env, data/ and bench/.cache out of
# every stage. Built and run by docker-compose.yml (`docker compose up -d --build`).
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace manifests, and a compiler for better-sqlite3 when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS manifests
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY bench/package.json bench/
# `npm ci` runs the root prepare script, which skips the build while the sources are not here.
COPY scripts/build.mjs scripts/build-folders.mjs scripts/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# build/current names the finished build; /out is a plain copy of it (symlinks resolved).
RUN npm run build \
 && mkdir /out \
 && cp -R "$(readlink -f build/current)/." /out/ \
 && rm -rf /out/running

# Only the backend's and the domain's production dependencies (no React, Vite, TypeScript, jest).
FROM manifests AS production-dependencies
RUN npm ci --omit=dev --workspace=@gym/backend --workspace=@gym/domain --no-audit --no-fund \
 && rm -rf node_modules/@gym

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
# backend/, frontend/dist, node_modules/@gym/domain and build.json (what was built, from which sources).
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
