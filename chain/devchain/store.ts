/**
 * Persistence of the dev chain state: read once at start, written whole with write-temp-then-rename
 * so a crash never leaves half a file, and debounced so a burst of transactions costs one write.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { stateSchema, type DevChainState } from './state.js';

/** The state in `file`, or null when there is none yet. A corrupt file throws, naming it. */
export async function loadState(file: string): Promise<DevChainState | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = stateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`dev chain state ${file} is not valid: ${parsed.error.message}`);
  return parsed.data;
}

/** Writes `file` atomically (temp file + rename), mode 0600: it holds the wallet's keys. */
export async function writeStateAtomically(file: string, state: DevChainState): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(state), { mode: 0o600 });
  await rename(tmp, file);
}

/** Debounced writer: `schedule()` after each change, `flush()` before stopping. */
export class StateWriter {
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dirty = false;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => DevChainState,
    private readonly delayMs = 200,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  schedule(): void {
    this.#dirty = true;
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.delayMs);
    this.#timer.unref();
  }

  /** Writes now if anything changed, and waits for any write under way. */
  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
    }
    await this.#write();
  }

  #write(): Promise<void> {
    // Writes are chained so two never race on the temp file.
    this.#writing = this.#writing.then(async () => {
      if (!this.#dirty) return;
      this.#dirty = false;
      try {
        await writeStateAtomically(this.file, this.snapshot());
      } catch (err) {
        this.#dirty = true;
        this.onError(err);
      }
    });
    return this.#writing;
  }
}
