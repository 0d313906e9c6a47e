FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY client/package.json client/
COPY server/package.json server/
COPY packages/shared packages/shared
COPY scripts scripts
COPY prisma prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data UPLOAD_DIR=/uploads
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/prisma prisma
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
RUN mkdir -p /data /uploads && chown node:node /data /uploads
USER node
EXPOSE 3000
CMD ["node", "server/dist/main.js"]
