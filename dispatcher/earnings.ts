/**
 * Earnings of completed jobs, per agent and currency, kept in `earnings.jsonl` under the dispatcher
 * folder (one line per completed job, written once per job id), so `ctl earnings` answers for any
 * date range and across restarts without asking the platform.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const entry = z.object({ jobId: z.string(), agent: z.string(), currency: z.string(), amount: z.number(), completedAt: z.string() });
export type Earning = z.infer<typeof entry>;

export type Totals = Record<string, number>;

export interface EarningsReport {
  from: string | null;
  to: string | null;
  agents: { agent: string; today: Totals; allTime: Totals; inRange: Totals }[];
}

const add = (t: Totals, e: Earning) => { t[e.currency] = Math.round(((t[e.currency] ?? 0) + e.amount) * 1e8) / 1e8; };

export class EarningsLedger {
  private readonly file: string;
  private readonly entries: Earning[] = [];
  private readonly seen = new Set<string>();

  constructor(home: string) {
    this.file = join(home, 'earnings.jsonl');
    if (existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        const parsed = entry.safeParse((() => { try { return JSON.parse(line); } catch { return null; } })());
        if (parsed.success && !this.seen.has(parsed.data.jobId)) {
          this.entries.push(parsed.data);
          this.seen.add(parsed.data.jobId);
        }
      }
    }
  }

  /** Records a completed job once; false when it was already recorded. */
  record(e: Earning): boolean {
    if (this.seen.has(e.jobId)) return false;
    this.seen.add(e.jobId);
    this.entries.push(e);
    appendFileSync(this.file, JSON.stringify(e) + '\n', { mode: 0o600 });
    return true;
  }

  /** `from`/`to` are dates (YYYY-MM-DD, whole days in UTC) or ISO times; both ends included. */
  report(agents: string[], range: { from?: string; to?: string } = {}, now = new Date()): EarningsReport {
    const day = now.toISOString().slice(0, 10);
    const from = range.from ? Date.parse(range.from) : -Infinity;
    const to = range.to ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(range.to) ? `${range.to}T23:59:59.999Z` : range.to) : Infinity;
    return {
      from: range.from ?? null,
      to: range.to ?? null,
      agents: agents.map((agent) => {
        const today: Totals = {};
        const allTime: Totals = {};
        const inRange: Totals = {};
        for (const e of this.entries) {
          if (e.agent !== agent) continue;
          add(allTime, e);
          if (e.completedAt.slice(0, 10) === day) add(today, e);
          const t = Date.parse(e.completedAt);
          if (t >= from && t <= to) add(inRange, e);
        }
        return { agent, today, allTime, inRange };
      }),
    };
  }
}
