/**
 * The L4 HMAC key. SCANNER_SPOTLIGHT_KEY when set; otherwise one generated on first start and kept
 * under DATA_DIR/scanner, so a session's delimiters stay the same across restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The key from `configured` (base64) or the key file, creating the file when missing. */
export async function loadSpotlightKey(configured: string | undefined, file: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64');
  try {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length === 32) return key;
    throw new Error(`spotlight key file ${file} does not hold a base64 256-bit key`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dirname(file), { recursive: true });
  const key = randomBytes(32);
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(key.toString('base64') + '\n');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
  return key;
}
