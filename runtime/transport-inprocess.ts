/**
 * The in-process transport: NATS semantics (wildcards, no-responders, first reply wins) inside one
 * process, for the embedded default where a single node owns every partition.
 */
import { NoRespondersError, RequestTimeoutError } from './errors.js';
import type { Transport, TransportMessage, TransportSubscription } from './types.js';

interface Sub {
  tokens: string[];
  onMessage: (m: TransportMessage) => void;
}

/** True when `subject` matches the NATS-style `pattern` (`*` one token, `>` the rest). */
export function subjectMatches(pattern: string[], subject: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (p === '>') return subject.length > i;
    if (i >= subject.length) return false;
    if (p !== '*' && p !== subject[i]) return false;
  }
  return pattern.length === subject.length;
}

export class InProcessTransport implements Transport {
  readonly name = 'inprocess' as const;
  private readonly subs = new Set<Sub>();
  private closed = false;

  private deliver(subject: string, data: Uint8Array, respond: (d: Uint8Array) => boolean): number {
    const tokens = subject.split('.');
    let n = 0;
    for (const sub of this.subs) {
      if (!subjectMatches(sub.tokens, tokens)) continue;
      n++;
      // a copy, so no subscriber shares a buffer with the publisher
      const msg: TransportMessage = { subject, data: data.slice(), respond };
      queueMicrotask(() => sub.onMessage(msg));
    }
    return n;
  }

  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('transport closed'));
    return new Promise((resolve, reject) => {
      let answered = false;
      const timer = setTimeout(() => {
        answered = true;
        reject(new RequestTimeoutError(subject, timeoutMs));
      }, timeoutMs);
      const respond = (reply: Uint8Array) => {
        if (answered) return true;
        answered = true;
        clearTimeout(timer);
        resolve(reply.slice());
        return true;
      };
      if (this.deliver(subject, data, respond) === 0) {
        clearTimeout(timer);
        reject(new NoRespondersError(subject));
      }
    });
  }

  subscribe(subject: string, onMessage: (m: TransportMessage) => void): TransportSubscription {
    const sub: Sub = { tokens: subject.split('.'), onMessage };
    this.subs.add(sub);
    // Delivery is synchronous in process, so nothing is in flight: draining is unsubscribing.
    return { unsubscribe: () => void this.subs.delete(sub), drain: async () => void this.subs.delete(sub) };
  }

  publish(subject: string, data: Uint8Array): void {
    if (!this.closed) this.deliver(subject, data, () => false);
  }

  async flush(): Promise<void> {
    await new Promise((r) => setImmediate(r));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subs.clear();
  }
}
