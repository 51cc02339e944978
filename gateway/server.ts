/** An HTTP server for a Koa app with graceful shutdown: stop accepting, let in-flight requests finish. */
import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

export interface RunningServer {
  server: Server;
  url: string;
  port: number;
  /** Stops accepting, waits up to `graceMs` for in-flight requests, then drops what is left. */
  close(graceMs?: number): Promise<void>;
}

export async function listen(app: Koa<any>, port: number, host: string): Promise<RunningServer> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as { port: number }).port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    port: actual,
    url: `http://${shown}:${actual}`,
    close: (graceMs = 30_000) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        // A keep-alive connection whose last response finishes after close() would otherwise idle
        // until its keep-alive timeout; sweep idle connections until the server has closed.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        sweep.unref();
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
