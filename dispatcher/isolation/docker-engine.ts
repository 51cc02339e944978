/**
 * The few Docker Engine API calls the dispatcher makes, over the engine's Unix socket (no CLI, no
 * SDK): ping, create, start, wait, logs, remove. Errors carry the engine's `message`.
 */
import { request } from 'node:http';

const API = '/v1.41';

export class EngineError extends Error {
  override name = 'EngineError';
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export interface ContainerSpec {
  name?: string;
  image: string;
  cmd: string[];
  env: Record<string, string>;
  labels: Record<string, string>;
  networkMode: string;
  memoryBytes: number;
}

/** Splits the engine's multiplexed log stream (8-byte frame headers when the container has no TTY). */
export function demultiplex(buffer: Buffer): { stdout: string; stderr: string } {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let i = 0;
  while (i + 8 <= buffer.length) {
    const stream = buffer[i]!;
    const size = buffer.readUInt32BE(i + 4);
    const frame = buffer.subarray(i + 8, i + 8 + size);
    (stream === 2 ? err : out).push(frame);
    i += 8 + size;
  }
  return { stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

export class DockerEngine {
  constructor(readonly socketPath: string) {}

  private call(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request({
        socketPath: this.socketPath, method, path: `${API}${path}`, timeout: timeoutMs,
        headers: { host: 'docker', ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}) },
      }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new EngineError(`${method} ${path}: no answer from the container engine within ${timeoutMs} ms`, 0)));
      req.on('error', (e) => reject(e instanceof EngineError ? e : new EngineError(`container engine at ${this.socketPath}: ${e.message}`, 0)));
      req.end(payload);
    });
  }

  private async json<T>(method: string, path: string, body?: unknown, ok = [200, 201, 204], timeoutMs?: number): Promise<T> {
    const res = await this.call(method, path, body, timeoutMs);
    if (!ok.includes(res.status)) {
      let message = res.body.toString('utf8').slice(0, 300);
      try { message = JSON.parse(message).message ?? message; } catch { /* plain text */ }
      throw new EngineError(`${method} ${path}: HTTP ${res.status} ${message}`, res.status);
    }
    return (res.body.length ? JSON.parse(res.body.toString('utf8')) : undefined) as T;
  }

  async ping(): Promise<void> {
    const res = await this.call('GET', '/_ping', undefined, 5_000);
    if (res.status !== 200) throw new EngineError(`GET /_ping: HTTP ${res.status}`, res.status);
  }

  async create(spec: ContainerSpec): Promise<string> {
    const query = spec.name ? `?name=${encodeURIComponent(spec.name)}` : '';
    const created = await this.json<{ Id: string }>('POST', `/containers/create${query}`, {
      Image: spec.image,
      Cmd: spec.cmd,
      // Provider keys travel only here: container environment flags, never the dispatcher's own.
      Env: Object.entries(spec.env).map(([k, v]) => `${k}=${v}`),
      Labels: spec.labels,
      Tty: false,
      AttachStdout: true,
      AttachStderr: true,
      HostConfig: {
        NetworkMode: spec.networkMode,
        Memory: spec.memoryBytes,
        CapDrop: ['ALL'],
        SecurityOpt: ['no-new-privileges'],
        ReadonlyRootfs: true,
        Tmpfs: { '/tmp': 'rw,noexec,nosuid,size=64m' },
      },
    });
    return created.Id;
  }

  start(id: string): Promise<void> {
    return this.json('POST', `/containers/${id}/start`);
  }

  /** Waits for the container to stop; answers its exit code. */
  async wait(id: string, timeoutMs: number): Promise<number> {
    const r = await this.json<{ StatusCode: number }>('POST', `/containers/${id}/wait`, undefined, [200], timeoutMs);
    return r.StatusCode;
  }

  async logs(id: string): Promise<{ stdout: string; stderr: string }> {
    const res = await this.call('GET', `/containers/${id}/logs?stdout=1&stderr=1`);
    if (res.status !== 200) throw new EngineError(`GET /containers/${id}/logs: HTTP ${res.status}`, res.status);
    return demultiplex(res.body);
  }

  async remove(id: string): Promise<void> {
    await this.json('DELETE', `/containers/${id}?force=1`, undefined, [200, 204, 404]);
  }
}
