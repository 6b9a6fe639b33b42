# syntax=docker/dockerfile:1
# Production image: one process serves the API, /uploads and the built client on port 3000.
# The server runs its TypeScript through tsx (docs/decisions/002-tsx-runtime-for-the-server.md).

# ---- build: native modules (better-sqlite3, bcrypt), client bundle, then drop dev dependencies
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY shared shared
COPY server server
COPY client client
# Client build-time settings (brand name, phone, social links…): see .env.example.
ARG VITE_BRAND_NAME
ARG VITE_COACH_NAME
ARG VITE_CONTACT_PHONE
ARG VITE_WHATSAPP_NUMBER
ARG VITE_FACEBOOK_URL
ARG VITE_TIKTOK_URL
ARG VITE_INSTAGRAM_URL
ARG VITE_YOUTUBE_URL
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# ---- runtime
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/shared shared
COPY --from=build --chown=root:root /app/server server
COPY --from=build --chown=root:root /app/client/package.json client/package.json
COPY --from=build --chown=root:root /app/client/dist client/dist
# The only writable places: uploaded media and data/ (outgoing mail as .eml when SMTP_URL is unset).
RUN mkdir -p uploads data && chown node:node uploads data
USER node
VOLUME ["/app/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "server/src/index.ts"]
