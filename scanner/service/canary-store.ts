/**
 * L5 canary tokens: a generated phrase per session, meant for the agent's system prompt; if it ever
 * appears in outbound text the prompt has leaked. Tokens live 24 hours and survive restarts: the live
 * set is kept in one JSON file, rewritten atomically (temp file, fsync, rename) before a create answers.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';

/** Canary lifetime of spec/scanner.md. */
export const CANARY_TTL_MS = 24 * 60 * 60 * 1000;

export interface Canary {
  token: string;
  owner: string;
  /** Unix time in milliseconds. */
  registeredAt: number;
}

const fileSchema = z.object({
  version: z.literal(1),
  canaries: z.array(z.object({ token: z.string().min(1), owner: z.string(), registeredAt: z.number() })),
});

// Plain words make the token read like an innocuous phrase; the hex tail carries 64 random bits.
const WORDS = [
  'amber', 'basalt', 'cedar', 'delta', 'ember', 'fjord', 'garnet', 'harbor', 'indigo', 'juniper',
  'kestrel', 'lagoon', 'meadow', 'nimbus', 'onyx', 'pebble', 'quartz', 'raven', 'saffron', 'tundra',
  'umber', 'violet', 'willow', 'xenon', 'yarrow', 'zephyr', 'birch', 'cobalt', 'dune', 'falcon',
  'glacier', 'heron',
];

export interface CanaryStoreOptions {
  /** The JSON file; its folder is created when missing. */
  file: string;
  ttlMs?: number;
  now?: () => number;
}

export class CanaryStore {
  private readonly byToken = new Map<string, Canary>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string, opts: CanaryStoreOptions) {
    this.ttlMs = opts.ttlMs ?? CANARY_TTL_MS;
    this.now = opts.now ?? Date.now;
  }

  /** Loads the live canaries of the file (a missing file is an empty store). */
  static async open(opts: CanaryStoreOptions): Promise<CanaryStore> {
    const store = new CanaryStore(opts.file, opts);
    await mkdir(dirname(opts.file), { recursive: true });
    let raw: string | undefined;
    try {
      raw = await readFile(opts.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (raw !== undefined) {
      const parsed = fileSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`canary file ${opts.file} is not a canary store`);
      for (const c of parsed.data.canaries) store.byToken.set(c.token, c);
      store.prune();
    }
    return store;
  }

  /** Registers a new token for `owner` and persists it before returning. */
  async create(owner: string): Promise<Canary> {
    const words = Array.from({ length: 3 }, () => WORDS[randomInt(WORDS.length)]);
    const canary: Canary = { token: `${words.join('-')}-${randomBytes(8).toString('hex')}`, owner, registeredAt: this.now() };
    this.prune();
    this.byToken.set(canary.token, canary);
    await this.persist();
    return canary;
  }

  /** Every token still alive. */
  liveTokens(): string[] {
    this.prune();
    return [...this.byToken.keys()];
  }

  /** The live canaries among `tokens`. */
  lookup(tokens: Iterable<string>): Canary[] {
    const found: Canary[] = [];
    const cutoff = this.now() - this.ttlMs;
    for (const t of new Set(tokens)) {
      const c = this.byToken.get(t);
      if (c && c.registeredAt > cutoff) found.push(c);
    }
    return found;
  }

  get size(): number {
    this.prune();
    return this.byToken.size;
  }

  /** Waits for any write in progress. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private prune(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const [token, c] of this.byToken) if (c.registeredAt <= cutoff) this.byToken.delete(token);
  }

  /** Writes are chained so they land in order; each one writes the state current when it starts. */
  private persist(): Promise<void> {
    const next = this.writing.catch(() => {}).then(() => this.writeFile());
    this.writing = next;
    return next;
  }

  private async writeFile(): Promise<void> {
    const body = JSON.stringify({ version: 1, canaries: [...this.byToken.values()] });
    const tmp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(tmp, 'w', 0o600);
    try {
      await handle.writeFile(body, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(tmp, this.file);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw err;
    }
  }
}
