/**
 * Escalation state per conversation for `/v1/scan` with a `sessionId` (multi-turn crescendo
 * detection). Lives on the HTTP thread like the canary store: a scan takes the session's state to a
 * worker and brings the next one back. States expire `ttlMs` after the session's last message and
 * the least recently used are dropped beyond `maxSessions`; nothing is written to disk (a restart
 * forgets conversations in flight, which only delays detection by a few messages).
 */
import type { EscalationState } from '../engine/session/escalation.js';

export interface SessionStoreOptions {
  ttlMs: number;
  maxSessions: number;
}

export const DEFAULT_SESSION_OPTIONS: SessionStoreOptions = { ttlMs: 30 * 60_000, maxSessions: 100_000 };

export class SessionStore {
  private readonly states = new Map<string, EscalationState>();
  private ops = 0;

  constructor(private readonly opts: SessionStoreOptions = DEFAULT_SESSION_OPTIONS) {}

  /** The live state of a session, or undefined when it is new or expired. */
  get(sessionId: string, now = Date.now()): EscalationState | undefined {
    const s = this.states.get(sessionId);
    if (s && now - s.lastAt > this.opts.ttlMs) { this.states.delete(sessionId); return undefined; }
    return s;
  }

  /**
   * Stores the state a scan returned. Two scans of one session in flight at once both start from
   * the same state and the later answer wins: a client sends a conversation's messages in order.
   */
  set(sessionId: string, state: EscalationState, now = Date.now()): void {
    this.states.delete(sessionId);
    this.states.set(sessionId, state);
    while (this.states.size > this.opts.maxSessions) this.states.delete(this.states.keys().next().value!);
    if (++this.ops % 1024 === 0) this.prune(now);
  }

  prune(now = Date.now()): void {
    for (const [id, s] of this.states) if (now - s.lastAt > this.opts.ttlMs) this.states.delete(id);
  }

  get size(): number {
    return this.states.size;
  }
}
