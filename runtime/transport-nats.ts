/** The NATS transport: core request/reply and publish over one connection (@nats-io/transport-node). */
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { NoRespondersError, RequestTimeoutError } from './errors.js';
import type { Transport, TransportMessage, TransportSubscription } from './types.js';

export class NatsTransport implements Transport {
  readonly name = 'nats' as const;
  constructor(readonly nc: NatsConnection, private readonly ownsConnection = false) {}

  /** Connects to `servers` and returns a transport that closes the connection with itself. */
  static async connect(servers: string | string[], name?: string): Promise<NatsTransport> {
    const nc = await connect({ servers, name, maxReconnectAttempts: -1, reconnectTimeWait: 250 });
    return new NatsTransport(nc, true);
  }

  async request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array> {
    try {
      const m = await this.nc.request(subject, data, { timeout: timeoutMs });
      return m.data;
    } catch (err) {
      const e = err as { name?: string; isNoResponders?: () => boolean; cause?: { name?: string } };
      if (typeof e.isNoResponders === 'function' && e.isNoResponders()) throw new NoRespondersError(subject);
      if (e.name === 'TimeoutError' || e.cause?.name === 'TimeoutError') throw new RequestTimeoutError(subject, timeoutMs);
      throw err;
    }
  }

  subscribe(subject: string, onMessage: (m: TransportMessage) => void): TransportSubscription {
    const sub = this.nc.subscribe(subject, {
      callback: (err, msg) => {
        if (err) return;
        onMessage({ subject: msg.subject, data: msg.data, respond: (d) => msg.respond(d) });
      },
    });
    return { unsubscribe: () => sub.unsubscribe(), drain: () => sub.drain() };
  }

  publish(subject: string, data: Uint8Array): void {
    this.nc.publish(subject, data);
  }

  async flush(): Promise<void> {
    await this.nc.flush();
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.nc.drain().catch(() => this.nc.close());
  }
}
