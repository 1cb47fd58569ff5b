# syntax=docker/dockerfile:1
# The CDN origin: the five remotes' builds, served by nginx as an unprivileged user. The CDN pulls
# from it; the gateway's remotes map points at the CDN (REMOTE_<NAME>_URL, docs/deploy.md).
#   docker build -f deploy/docker/static.Dockerfile -t <registry>/blockbeat-static:<version> .

FROM node:20.20.2-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests && cp package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /manifests/ ';'

FROM node:20.20.2-bookworm-slim AS web
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# Listens on 8080 as user 101 (nginx); the pid file and caches live under /tmp.
FROM nginxinc/nginx-unprivileged:1.28.0-alpine
COPY deploy/docker/nginx/static.conf /etc/nginx/conf.d/default.conf
COPY --from=web /app/mf-dashboard/dist /usr/share/nginx/html/remotes/mf-dashboard
COPY --from=web /app/mf-builder/dist /usr/share/nginx/html/remotes/mf-builder
COPY --from=web /app/mf-player/dist /usr/share/nginx/html/remotes/mf-player
COPY --from=web /app/mf-account/dist /usr/share/nginx/html/remotes/mf-account
COPY --from=web /app/mf-admin/dist /usr/share/nginx/html/remotes/mf-admin
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
