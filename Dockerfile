# syntax=docker/dockerfile:1
# The realform server with both built brand apps (issue 20 item 5; deploy/README.md). Build from the repository root:
#   docker build -t realform-server .
# Not built in CI: no container tool runs on the CI machine. deploy/README.md says which of its steps were checked
# by hand, and how.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: the workspace's dependencies, the server and what it serves, then a production-only copy of the server
FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# pnpm at the version package.json's packageManager names.
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile
# The server and its workspace dependencies, the brand apps @apps/pl and @apps/eu among them (devDependencies of the
# server, so the filter's `...` builds them).
RUN pnpm exec turbo run build --filter=@apps/realform-server...
# Production dependencies only, in a directory of its own. The brand apps are build-time dependencies (the server
# serves their dist/ and finds it through @apps/{pl,eu}/package.json), so their built files are copied in by hand.
RUN pnpm deploy --filter @apps/realform-server --prod /out/app \
 && for app in pl eu; do \
      mkdir -p "/out/app/node_modules/@apps/$app" \
      && cp "apps/$app/package.json" "/out/app/node_modules/@apps/$app/" \
      && cp -r "apps/$app/dist" "/out/app/node_modules/@apps/$app/dist"; \
    done \
 && rm -rf /out/app/src /out/app/test /out/app/bench /out/app/scripts /out/app/dist/bench

# --- runtime: Node and the deployed server, run by an unprivileged user
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/realform \
    SHUTDOWN_GRACE_SECONDS=10
WORKDIR /app
# Owned by root and read-only to the server: only its data directory is writable.
COPY --from=build /out/app /app
RUN mkdir -p /var/lib/realform && chown node:node /var/lib/realform
VOLUME ["/var/lib/realform"]
USER node
EXPOSE 8080
# Alive: /healthz asks nothing of the database (a balancer asks /readyz whether to send traffic).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests in flight for SHUTDOWN_GRACE_SECONDS, then exits 0: give `docker stop` more than that.
STOPSIGNAL SIGTERM
CMD ["node", "dist/main.js"]
