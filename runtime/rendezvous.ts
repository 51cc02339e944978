/**
 * Rendezvous (highest random weight) hashing: every node computes the same owner for a partition
 * from the same member list, in any order, and a member leaving moves only its own partitions.
 */
import { fnv1a32 } from './partitioner.js';

/** A well-mixed 32-bit weight for (member, partition); fnv alone clusters on similar names. */
function weight(member: string, partition: number): number {
  let h = fnv1a32(`${member}\u0000${partition}`);
  // murmur3 finaliser
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** The member that should own `partition`; ties go to the smaller name. Null with no members. */
export function ownerOf(partition: number, members: readonly string[]): string | null {
  let best: string | null = null;
  let bestWeight = -1;
  for (const m of members) {
    const w = weight(m, partition);
    if (w > bestWeight || (w === bestWeight && best !== null && m < best)) {
      best = m;
      bestWeight = w;
    }
  }
  return best;
}

/** The partitions of `0..partitions-1` that `member` should own among `members`. */
export function assignedTo(member: string, members: readonly string[], partitions: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < partitions; p++) if (ownerOf(p, members) === member) out.push(p);
  return out;
}
