/**
 * The folder a buyer shares with the agent (`agentplatform workspace`): read, list, search and write,
 * and nothing outside it. Every path is relative to the folder; one is refused when it is absolute,
 * has a NUL byte, climbs out with `..`, or reaches outside through a symbolic link (the real path of
 * the deepest existing part must be inside the folder's real path). Writes never follow a link at
 * the target (O_NOFOLLOW) and create missing folders only under a real folder inside.
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export const MAX_OP_BYTES = 256 * 1024;
const MAX_SEARCH_FILES = 2000;
const MAX_SEARCH_FILE_BYTES = 1024 * 1024;
const MAX_MATCHES = 200;

export class OutsideError extends Error {
  override name = 'OutsideError';
}

export type Op =
  | { op: 'read'; path: string; offset?: number; length?: number }
  | { op: 'list'; path: string }
  | { op: 'search'; path: string; query: string }
  | { op: 'write'; path: string; data: string };

export class SharedFolder {
  private constructor(readonly root: string) {}

  static async open(dir: string): Promise<SharedFolder> {
    const root = await realpath(resolve(dir));
    if (!(await stat(root)).isDirectory()) throw new Error(`${dir} is not a folder`);
    return new SharedFolder(root);
  }

  private inside(p: string): boolean {
    const rel = relative(this.root, p);
    return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
  }

  /** The absolute path of `rel` inside the folder, or OutsideError. */
  async resolve(rel: string): Promise<string> {
    if (typeof rel !== 'string' || rel.includes('\0')) throw new OutsideError('invalid path');
    if (isAbsolute(rel) || /^[a-zA-Z]:[\\/]/.test(rel)) throw new OutsideError('absolute paths are refused: paths are relative to the shared folder');
    const target = resolve(this.root, rel);
    if (!this.inside(target)) throw new OutsideError('the path leaves the shared folder');
    // The deepest part that exists, resolved through any links, must still be inside.
    let existing = target;
    for (;;) {
      try {
        const real = await realpath(existing);
        if (!this.inside(real)) throw new OutsideError('the path leads outside the shared folder through a link');
        break;
      } catch (err) {
        if (err instanceof OutsideError) throw err;
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        const up = dirname(existing);
        if (up === existing) break;
        existing = up;
      }
    }
    return target;
  }

  async run(op: Op): Promise<Record<string, unknown>> {
    switch (op.op) {
      case 'read': return this.read(op.path, op.offset ?? 0, Math.min(op.length ?? MAX_OP_BYTES, MAX_OP_BYTES));
      case 'list': return this.list(op.path);
      case 'search': return this.search(op.path, op.query);
      case 'write': return this.write(op.path, Buffer.from(op.data, 'base64'));
    }
  }

  async read(rel: string, offset: number, length: number) {
    const p = await this.resolve(rel);
    const fh = await open(p, constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const size = (await fh.stat()).size;
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const { bytesRead } = await fh.read(buf, 0, buf.length, offset);
      return { path: rel, size, offset, data: buf.subarray(0, bytesRead).toString('base64'), eof: offset + bytesRead >= size };
    } finally {
      await fh.close();
    }
  }

  async list(rel: string) {
    const p = await this.resolve(rel);
    const entries = [];
    for (const d of await readdir(p, { withFileTypes: true })) {
      const s = await lstat(join(p, d.name));
      entries.push({ name: d.name, type: d.isSymbolicLink() ? 'link' : d.isDirectory() ? 'dir' : 'file', size: s.size });
    }
    return { path: rel, entries: entries.sort((a, b) => a.name.localeCompare(b.name)) };
  }

  async search(rel: string, query: string) {
    const start = await this.resolve(rel);
    const matches: { path: string; line: number; text: string }[] = [];
    let files = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const d of await readdir(dir, { withFileTypes: true })) {
        if (matches.length >= MAX_MATCHES || files >= MAX_SEARCH_FILES) return;
        const p = join(dir, d.name);
        if (d.isSymbolicLink()) continue; // links are not followed by a search
        if (d.isDirectory()) await walk(p);
        else if (d.isFile()) {
          files += 1;
          const s = await stat(p);
          if (s.size > MAX_SEARCH_FILE_BYTES) continue;
          const fh = await open(p, constants.O_RDONLY | constants.O_NOFOLLOW);
          const text = (await fh.readFile()).toString('utf8');
          await fh.close();
          text.split('\n').forEach((line, i) => {
            if (matches.length < MAX_MATCHES && line.includes(query)) matches.push({ path: relative(this.root, p).split(sep).join('/'), line: i + 1, text: line.slice(0, 500) });
          });
        }
      }
    };
    const s = await lstat(start);
    if (s.isDirectory()) await walk(start);
    return { path: rel, query, matches, truncated: matches.length >= MAX_MATCHES || files >= MAX_SEARCH_FILES };
  }

  async write(rel: string, data: Buffer) {
    if (data.length > MAX_OP_BYTES) throw new Error(`a write may carry at most ${MAX_OP_BYTES} bytes`);
    const p = await this.resolve(rel);
    if (p === this.root) throw new OutsideError('cannot write the folder itself');
    await mkdir(dirname(p), { recursive: true });
    // The parent may have been created just now; check again that it is a real folder inside.
    if (!this.inside(await realpath(dirname(p)))) throw new OutsideError('the path leads outside the shared folder through a link');
    const fh = await open(p, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644);
    try {
      await fh.writeFile(data);
    } finally {
      await fh.close();
    }
    return { path: rel, bytes: data.length };
  }
}
