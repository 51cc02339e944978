/**
 * A string function remembered for its most recent distinct arguments: the session token's hashes
 * and the signed cookie's check are asked again on every request of a session, with the same answer.
 * A null answer is not kept, so arguments that fail (forged cookies) cannot push good ones out.
 */
export function memoized<T>(fn: (arg: string) => T, limit = 10_000): (arg: string) => T {
  const seen = new Map<string, T>();
  return (arg) => {
    const hit = seen.get(arg);
    if (hit !== undefined) return hit;
    const value = fn(arg);
    if (value === null) return value;
    if (seen.size >= limit) seen.delete(seen.keys().next().value!); // the oldest first
    seen.set(arg, value);
    return value;
  };
}
