/** The health server (port 9842 by default): `GET /health` and `GET /metrics`, no credentials. */
import { createServer, type Server } from 'node:http';
import type { HealthBody } from './status.js';
import type { DispatcherMetrics } from './metrics.js';

export interface HealthServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

export async function startHealthServer(opts: {
  host: string;
  port: number;
  health: () => Promise<HealthBody>;
  metrics: DispatcherMetrics;
}): Promise<HealthServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET' });
      return void res.end();
    }
    if (path === '/health') {
      opts.health().then((body) => {
        res.writeHead(body.status === 'unhealthy' ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(body));
      }, () => {
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 'unhealthy' }));
      });
      return;
    }
    if (path === '/metrics') {
      opts.metrics.registry.metrics().then((text) => {
        res.writeHead(200, { 'content-type': opts.metrics.registry.contentType });
        res.end(text);
      }, () => { res.writeHead(500); res.end(); });
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found', details: [] } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    server,
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
