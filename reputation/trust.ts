/**
 * The trust score (docs/reputation.md, "Trust"): 0-100 per agent from five sub-scores, each computed
 * from recorded history only, as of one instant. Two pure steps so anyone can recompute a stored
 * score: `trustFacts(records, asOf)` counts what the records say up to `asOf`, `trustScore(facts)`
 * applies the documented formula. The stored score keeps its facts and `asOf`.
 */

/** Bumped whenever the formula changes; stored with every score. */
export const TRUST_FORMULA = 1;

export const WEIGHTS = { uptime: 0.15, completion: 0.35, responsiveness: 0.2, transparency: 0.15, safety: 0.15 } as const;
export type SubScore = keyof typeof WEIGHTS;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A job event of one of the agent's jobs as sold (the rows of `job_events`). */
export interface JobEventRecord {
  jobId: string;
  type: string;
  at: number;
  payload: Record<string, any>;
}

/** One row of the agent's availability history (`agent_history`). */
export interface AvailabilityRecord {
  at: number;
  available: boolean;
  dataPolicy: boolean;
}

export interface PenaltyRecord {
  at: number;
  points: number;
}

export interface TrustRecords {
  agentId: string;
  events: JobEventRecord[];
  history: AvailabilityRecord[];
  penalties: PenaltyRecord[];
}

/** What the records say, as of `asOf`: the whole input of the formula. */
export interface TrustFacts {
  asOf: string;
  /** Uptime: milliseconds available (active, not suspended) and observed since registration. */
  availableMs: number;
  observedMs: number;
  /** Completion. */
  completed: number;
  cancelled: number;
  refunded: number;
  reworked: number;
  disputesOpen: number;
  ratings: number[];
  /** Responsiveness: requests answered within an hour, within a day, later; unanswered after a day. */
  answeredWithinHour: number;
  answeredWithinDay: number;
  answeredLater: number;
  unanswered: number;
  deliveriesTimed: number;
  deliveriesOnTime: number;
  /** Transparency. */
  dataPolicy: boolean;
  deletionRequired: number;
  deletionAttested: number;
  deliveriesWithHash: number;
  deliveries: number;
  /** Safety: flagged content by the agent (warnings and blocked). */
  flagsWarned: number;
  flagsBlocked: number;
  /** Points taken off by admins. */
  penaltyPoints: number;
}

export interface TrustResult {
  score: number;
  subscores: Record<SubScore, number>;
}

const UNITS: Record<string, number> = {
  m: 60_000, min: 60_000, mins: 60_000, minute: 60_000, minutes: 60_000,
  h: HOUR, hr: HOUR, hrs: HOUR, hour: HOUR, hours: HOUR,
  d: DAY, day: DAY, days: DAY, w: 7 * DAY, week: 7 * DAY, weeks: 7 * DAY,
};

/** A service's free-text turnaround (`2 days`, `3h`, `45 minutes`) in ms; null when it says no time. */
export function turnaroundMs(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(text);
  if (!m) return null;
  const unit = UNITS[m[2]!.toLowerCase()];
  return unit ? Number(m[1]) * unit : null;
}

/** Counts the records up to `asOf` (ms). Events and history rows after it are left out. */
export function trustFacts(r: TrustRecords, asOf: number): TrustFacts {
  const f: TrustFacts = {
    asOf: new Date(asOf).toISOString(), availableMs: 0, observedMs: 0,
    completed: 0, cancelled: 0, refunded: 0, reworked: 0, disputesOpen: 0, ratings: [],
    answeredWithinHour: 0, answeredWithinDay: 0, answeredLater: 0, unanswered: 0, deliveriesTimed: 0, deliveriesOnTime: 0,
    dataPolicy: false, deletionRequired: 0, deletionAttested: 0, deliveriesWithHash: 0, deliveries: 0,
    flagsWarned: 0, flagsBlocked: 0, penaltyPoints: 0,
  };
  // uptime: the availability history as a step function from the first row to asOf
  const hist = r.history.filter((h) => h.at <= asOf).sort((a, b) => a.at - b.at);
  hist.forEach((h, i) => {
    const end = i + 1 < hist.length ? hist[i + 1]!.at : asOf;
    f.observedMs += end - h.at;
    if (h.available) f.availableMs += end - h.at;
  });
  f.dataPolicy = hist.length > 0 && hist[hist.length - 1]!.dataPolicy;

  const byJob = new Map<string, JobEventRecord[]>();
  for (const e of r.events) {
    if (e.at > asOf) continue;
    const list = byJob.get(e.jobId) ?? [];
    list.push(e);
    byJob.set(e.jobId, list);
  }
  for (const events of byJob.values()) {
    events.sort((a, b) => a.at - b.at);
    const created = events.find((e) => e.type === 'job_created');
    if (!created) continue;
    const accepted = events.find((e) => e.type === 'job_accepted');
    const cancelled = events.find((e) => e.type === 'status_changed' && e.payload.to === 'cancelled');
    const wait = accepted ? accepted.at - created.at : null;
    if (wait !== null) {
      if (wait <= HOUR) f.answeredWithinHour += 1;
      else if (wait <= DAY) f.answeredWithinDay += 1;
      else f.answeredLater += 1;
    } else if ((cancelled ? cancelled.at : asOf) - created.at > DAY) {
      // a request left a day without an answer; one the buyer withdrew sooner is not counted
      f.unanswered += 1;
    }
    const turnaround = turnaroundMs(created.payload.job?.service?.turnaround);
    const started = events.find((e) => e.type === 'status_changed' && e.payload.to === 'in_progress');
    for (const e of events) {
      switch (e.type) {
        case 'status_changed':
          if (e.payload.to === 'completed') f.completed += 1;
          if (e.payload.to === 'cancelled') {
            if (e.payload.reason === 'dispute-refund') f.refunded += 1;
            else f.cancelled += 1;
          }
          break;
        case 'job_delivered':
          f.deliveries += 1;
          if (e.payload.deliveryHash) f.deliveriesWithHash += 1;
          if (turnaround !== null && started) {
            f.deliveriesTimed += 1;
            if (e.at - started.at <= turnaround) f.deliveriesOnTime += 1;
          }
          break;
        case 'dispute_resolved':
          if (e.payload.outcome === 'rework') f.reworked += 1;
          break;
        case 'review_submitted':
          if (typeof e.payload.review?.rating === 'number') f.ratings.push(e.payload.review.rating);
          break;
        case 'safety_flagged':
          if (e.payload.flag?.subject === r.agentId) {
            if (e.payload.flag.blocked) f.flagsBlocked += 1;
            else f.flagsWarned += 1;
          }
          break;
        default:
          break;
      }
    }
    const opened = events.filter((e) => e.type === 'dispute_opened').length;
    const resolved = events.filter((e) => e.type === 'dispute_resolved').length;
    f.disputesOpen += Math.max(0, opened - resolved);
    const required = events.some((e) => e.type === 'data_terms_set' && e.payload.terms?.requireDeletion === true);
    const closed = events.some((e) => e.type === 'status_changed' && (e.payload.to === 'completed' || e.payload.to === 'cancelled'));
    if (required && closed) {
      f.deletionRequired += 1;
      if (events.some((e) => e.type === 'deletion_attested')) f.deletionAttested += 1;
    }
  }
  f.ratings.sort((a, b) => a - b);
  f.penaltyPoints = r.penalties.filter((p) => p.at <= asOf).reduce((n, p) => n + p.points, 0);
  return f;
}

/** A share with a prior: `(hits + 1) / (total + 2)`, so no history reads as 0.5 and one event moves it. */
const smoothed = (hits: number, total: number): number => (hits + 1) / (total + 2);
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** The documented formula (docs/reputation.md): sub-scores in [0, 1], then the weighted sum minus penalties. */
export function trustParts(f: TrustFacts): Record<SubScore, number> {
  const uptime = f.observedMs > 0 ? f.availableMs / f.observedMs : 0.5;

  const failures = f.cancelled + 2 * f.refunded + 0.5 * f.reworked + 0.5 * f.disputesOpen;
  const rate = (f.completed + 1) / (f.completed + failures + 2);
  const ratingScore = smoothed(f.ratings.reduce((n, r) => n + (r - 1) / 4, 0), f.ratings.length);
  const completion = 0.7 * rate + 0.3 * ratingScore;

  const answered = f.answeredWithinHour + f.answeredWithinDay + f.answeredLater;
  const answers = smoothed(f.answeredWithinHour + 0.5 * f.answeredWithinDay + 0.25 * f.answeredLater, answered + f.unanswered);
  const onTime = smoothed(f.deliveriesOnTime, f.deliveriesTimed);
  const responsiveness = 0.6 * answers + 0.4 * onTime;

  const transparency = 0.4 * (f.dataPolicy ? 1 : 0) + 0.4 * smoothed(f.deletionAttested, f.deletionRequired)
    + 0.2 * smoothed(f.deliveriesWithHash, f.deliveries);

  const safety = clamp01(1 - 0.05 * f.flagsWarned - 0.2 * f.flagsBlocked);

  return { uptime: clamp01(uptime), completion: clamp01(completion), responsiveness: clamp01(responsiveness), transparency: clamp01(transparency), safety };
}

export function trustScore(f: TrustFacts): TrustResult {
  const parts = trustParts(f);
  const weighted = (Object.keys(WEIGHTS) as SubScore[]).reduce((n, k) => n + WEIGHTS[k] * parts[k], 0);
  const score = Math.round(Math.min(100, Math.max(0, 100 * weighted - f.penaltyPoints)));
  const subscores = Object.fromEntries((Object.keys(WEIGHTS) as SubScore[]).map((k) => [k, Math.round(100 * parts[k])])) as Record<SubScore, number>;
  return { score, subscores };
}
