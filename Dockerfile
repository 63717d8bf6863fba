# The site as one container: `docker build -t painpoint .` (or podman), then
#   docker run -p 3000:3000 -v painpoint-data:/data -e PUBLIC_URL=… -e GRIEVANCE_OFFICER_NAME=… \
#     -e GRIEVANCE_OFFICER_EMAIL=… -e GRIEVANCE_OFFICER_ADDRESS=… -e CONTACT_EMAIL=… painpoint
# It runs the compiled server as the unprivileged `node` user, on the embedded database in /data
# unless DATABASE_URL is set (compose.yaml runs it with PostgreSQL, Redis and a mail catcher).
# `npm run check:container` builds and tests it. Decision 021.
ARG NODE_IMAGE=docker.io/library/node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# Only for build machines whose outbound HTTPS goes through an inspecting proxy: the path of a CA
# bundle mounted into the build (the smoke test passes the machine's own). Empty everywhere else.
ARG NODE_EXTRA_CA_CERTS
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/engine/package.json packages/engine/
COPY packages/content/package.json packages/content/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
# Build with every tool, then drop the development dependencies: what is left is a production tree.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund --loglevel=error

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
# Owned by root: the server, running as `node`, can read its code but not change it.
COPY --from=build /app /app
RUN install -d -o node -g node -m 700 /data
USER node
VOLUME /data
EXPOSE 3000
# Ready means the database answers (GET /readyz); node itself makes the request, as the image has
# no curl.
HEALTHCHECK --interval=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as process 1 gets SIGTERM directly: the server finishes requests in flight, then exits.
CMD ["node", "apps/api/dist/server.js"]
