/** Talks to a running dispatcher over its control socket (what `agentplatform ctl` uses). */
import { request } from 'node:http';
import { join } from 'node:path';
import { dispatcherHome } from './config.js';
import { DispatcherError, type DispatcherErrorCode } from './errors.js';

export const controlSocketPath = (env: NodeJS.ProcessEnv = process.env): string => join(dispatcherHome(env), 'ctl.sock');

export class ControlUnavailableError extends Error {
  override name = 'ControlUnavailableError';
}

export function controlCall(socketPath: string, method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 60_000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request({
      socketPath, method, path, timeout: timeoutMs,
      headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let json: { data?: unknown; error?: { code: DispatcherErrorCode; message: string; details?: unknown[] } };
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return reject(new ControlUnavailableError(`the control socket ${socketPath} answered something that is not JSON`));
        }
        if (json.error) return reject(new DispatcherError(json.error.code, json.error.message, json.error.details ?? []));
        resolve(json.data);
      });
    });
    req.on('timeout', () => req.destroy(new ControlUnavailableError(`no answer on ${socketPath} within ${timeoutMs} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof ControlUnavailableError) return reject(err);
      const why = err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? 'is the dispatcher running? (agentplatform dispatcher)'
        : err.code === 'EACCES' ? 'permission denied: run ctl as the user who runs the dispatcher' : err.message;
      reject(new ControlUnavailableError(`cannot reach the dispatcher's control socket ${socketPath}: ${why}`));
    });
    req.end(payload);
  });
}
