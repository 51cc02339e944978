/**
 * Read-model writes as SQL: each ReadModelWrite of an outcome becomes one parameterised statement,
 * run in the transaction that commits the actor's state. Table and column names come from actor
 * code, never from requests, and are still checked against a plain identifier pattern.
 */
import type { ReadModelWrite } from './types.js';

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

function ident(name: string): string {
  if (!IDENT.test(name)) throw new Error(`read model: invalid identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** Plain objects and arrays go to jsonb columns as JSON text; dates as ISO text. */
function param(v: unknown): unknown {
  if (v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}

export interface Statement {
  text: string;
  values: unknown[];
}

export function readModelStatement(w: ReadModelWrite): Statement {
  const keyCols = Object.keys(w.key);
  if (keyCols.length === 0) throw new Error(`read model: write to ${w.table} without a key`);
  if (w.op === 'delete') {
    const where = keyCols.map((c, i) => `${ident(c)} = $${i + 1}`).join(' AND ');
    return { text: `DELETE FROM ${ident(w.table)} WHERE ${where}`, values: keyCols.map((c) => param(w.key[c])) };
  }
  const row = { ...w.row, ...w.key };
  const cols = Object.keys(row);
  const values = cols.map((c) => param(row[c]));
  const insert = `INSERT INTO ${ident(w.table)} (${cols.map(ident).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`;
  const conflict = `ON CONFLICT (${keyCols.map(ident).join(', ')})`;
  const rest = cols.filter((c) => !keyCols.includes(c));
  if (w.op === 'insert' || rest.length === 0) return { text: `${insert} ${conflict} DO NOTHING`, values };
  return { text: `${insert} ${conflict} DO UPDATE SET ${rest.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`, values };
}

/**
 * Several inserts and upserts as one statement (data-modifying CTEs), so a commit's read-model
 * writes cost one round trip instead of one each. Null when they cannot be merged safely: a delete
 * (its order against the others would matter, and sub-statements of one statement run in no
 * guaranteed order), or two writes to the same row (an upsert may not touch a row twice in one
 * statement); the caller then runs them one by one. `statements` are the writes' own, when the
 * caller has them already.
 */
export function combinedStatement(ws: ReadModelWrite[], statements: Statement[] = ws.map(readModelStatement)): Statement | null {
  if (ws.length < 2) return statements[0] ?? null;
  const rows = new Set<string>();
  for (const w of ws) {
    if (w.op === 'delete') return null;
    const row = `${w.table}\u0000${JSON.stringify(Object.keys(w.key).sort().map((k) => [k, w.key[k]]))}`;
    if (rows.has(row)) return null;
    rows.add(row);
  }
  const values: unknown[] = [];
  const parts = statements.map((st, i) => {
    const offset = values.length;
    values.push(...st.values);
    // renumber $1..$k of this statement after the ones before it
    return `w${i} AS (${st.text.replace(/\$(\d+)/g, (_, d: string) => `$${Number(d) + offset}`)})`;
  });
  return { text: `WITH ${parts.join(', ')} SELECT 1`, values };
}
