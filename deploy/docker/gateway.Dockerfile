# syntax=docker/dockerfile:1
# The gateway service. Build from the repository root (docs/deploy.md, "Images"):
#   docker build -f deploy/docker/gateway.Dockerfile -t <registry>/blockbeat-gateway:<version> .
# The same base image by exact version in every stage; pin its digest too in your registry mirror.

# Only the package manifests and the lockfile, so the install layer is rebuilt only when they change.
FROM node:20.20.2-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';'

# The production dependencies of the service and of the workspaces it uses (only their package.json
# files are here: their code is compiled into the service's bundle), nothing else.
FROM node:20.20.2-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace=@blockbeat/gateway

# The shell and the remotes: the gateway serves the shell's pages and draws the shared player's
# visitor page from the player's Node bundle (mf-player/dist-server/, beside dist/ and never
# served); it serves the remotes too unless REMOTE_*_URL points them at the CDN (static.Dockerfile).
# Then the service compiled (scripts/build-services.ts): its TypeScript and the workspaces it uses
# bundled into services/gateway/dist/ with esbuild, a dev dependency, like the apps' build tools.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build
RUN npm run build:services -- gateway

# What runs: the production dependencies, the built dist/ and the apps' builds; no TypeScript
# source, no tsx, no typescript.
FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/services/gateway/dist services/gateway/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-dashboard/dist mf-dashboard/dist
COPY --from=build /app/mf-builder/dist mf-builder/dist
COPY --from=build /app/mf-player/dist mf-player/dist
COPY --from=build /app/mf-player/dist-server mf-player/dist-server
COPY --from=build /app/mf-account/dist mf-account/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
# The image's files belong to root; the process runs as the image's unprivileged "node" user.
USER 1000:1000
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
# Healthy: alive (/healthz) and its database reachable (/readyz). Kubernetes uses its own probes.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "Promise.all(['/healthz', '/readyz'].map((p) => fetch('http://127.0.0.1:3000' + p))).then((rs) => process.exit(rs.every((r) => r.ok) ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "services/gateway/dist/main.js"]
