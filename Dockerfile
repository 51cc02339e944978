FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
COPY . .
RUN ln -s /app/bin/agentplatform.mjs /usr/local/bin/agentplatform
ENV NODE_ENV=production
CMD ["agentplatform", "start"]
