# syntax=docker/dockerfile:1
# The billing service. Build from the repository root (docs/deploy.md, "Images"):
#   docker build -f deploy/docker/billing.Dockerfile -t <registry>/blockbeat-billing:<version> .
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
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace=@blockbeat/billing

# The service compiled (scripts/build-services.ts): its TypeScript and the workspaces it uses bundled
# into services/billing/dist/ with esbuild, a dev dependency, so the build has the full install.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build:services -- billing

# What runs: the production dependencies and the built dist/; no TypeScript source, no tsx, no typescript.
FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/services/billing/dist services/billing/dist
# The image's files belong to root; the process runs as the image's unprivileged "node" user.
USER 1000:1000
ENV PORT=3003 HOST=0.0.0.0
EXPOSE 3003
# Healthy: alive (/healthz) and its database reachable (/readyz). Kubernetes uses its own probes.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "Promise.all(['/healthz', '/readyz'].map((p) => fetch('http://127.0.0.1:3003' + p))).then((rs) => process.exit(rs.every((r) => r.ok) ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "services/billing/dist/main.js"]
