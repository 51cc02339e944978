/**
 * The accepted X-API-Key values. A presented key is hashed and compared against every accepted key's
 * hash with a constant-time compare, so neither the match nor its position leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export class ApiKeys {
  private readonly digests: Buffer[];

  constructor(keys: string[]) {
    if (keys.length === 0) throw new Error('at least one API key is required');
    this.digests = keys.map(digest);
  }

  /** A stable id of the matching key (its position, never the key), or null. */
  match(presented: string | undefined): string | null {
    if (!presented) return null;
    const d = digest(presented);
    let found = -1;
    for (let i = 0; i < this.digests.length; i++) {
      if (timingSafeEqual(d, this.digests[i]) && found < 0) found = i;
    }
    return found < 0 ? null : `key${found}`;
  }
}
