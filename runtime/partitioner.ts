/** Addressing: which partition an actor lives in, and the subjects its commands and events use. */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let h = FNV_OFFSET;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= byte;
    h = Math.imul(h, FNV_PRIME) >>> 0;
  }
  return h >>> 0;
}

/** `fnv1a32(id) % partitions`. */
export const partitionOf = (id: string, partitions: number): number => fnv1a32(id) % partitions;

/**
 * Kinds and ids become subject tokens, so they may not hold `.`, `*`, `>` or spaces. Ids allow what
 * UUIDs, VerusID i-addresses and names with `@`, `:` and `-` need.
 */
export const KIND_PATTERN = /^[a-z][a-z0-9_-]{0,63}$/;
export const ID_PATTERN = /^[A-Za-z0-9_:@=+-]{1,128}$/;
export const CLUSTER_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `<cluster>.<kind>.<partition>.<id>`: where a command for the actor goes. */
export const commandSubject = (cluster: string, kind: string, partition: number, id: string): string =>
  `${cluster}.${kind}.${partition}.${id}`;

/** Every command subject of one partition, any kind. */
export const partitionSubjects = (cluster: string, partition: number): string => `${cluster}.*.${partition}.*`;

/** `<cluster>.evt.<kind>.<id>`: where the actor's committed events are published (`*` for every actor). */
export const eventSubject = (cluster: string, kind: string, id: string): string => `${cluster}.evt.${kind}.${id}`;

/** `<cluster>.note.<kind>.<id>`: notes about the actor, published at most once and never stored. */
export const noteSubject = (cluster: string, kind: string, id: string): string => `${cluster}.note.${kind}.${id}`;

/** Reads kind and id back from a command subject; null when the subject is not one. */
export function parseCommandSubject(subject: string): { kind: string; partition: number; id: string } | null {
  const parts = subject.split('.');
  if (parts.length !== 4) return null;
  const partition = Number(parts[2]);
  if (!Number.isInteger(partition)) return null;
  return { kind: parts[1]!, partition, id: parts[3]! };
}
