# Production image: build once, run the compiled API which also serves the built client.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# patches/ before the install: its postinstall applies them, and fails the build when one does not apply.
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# The PDF font (Pretendard: Hangul, Latin, Vietnamese) comes with the npm dependencies.
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--max-semi-space-size=64", "dist/api/src/main.js"]
