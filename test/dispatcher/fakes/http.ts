/** A small HTTP server on a free loopback port for the protocol fakes. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Fake {
  url: string;
  server: Server;
  close(): Promise<void>;
}

export async function readJson(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function serve(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void): Promise<Fake> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(err) });
      else res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/**
 * The webhook executor's agent: answers every message with "webhook answer to: <text>", done when
 * the text says "final".
 */
export function serveEchoWebhook(): Promise<Fake> {
  return serve(async (req, res) => {
    const body = await readJson(req);
    const text: string = body.message.content;
    sendJson(res, 200, { content: `webhook answer to: ${text}`, done: text.includes('final') });
  });
}
