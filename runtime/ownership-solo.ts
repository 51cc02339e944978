/**
 * Ownership for a single node (the in-process transport): it takes every partition at start by
 * raising each partition's epoch in the database, so an older process still running against the
 * same database is fenced out rather than trusted.
 */
import type { RuntimeStore } from './store.js';
import type { Ownership, OwnershipListener } from './types.js';

export class SoloOwnership implements Ownership {
  private held = new Map<number, number>();
  private listener?: OwnershipListener;

  constructor(private readonly opts: { nodeId: string; scope: string; partitions: number; store: RuntimeStore }) {}

  async start(listener: OwnershipListener): Promise<void> {
    this.listener = listener;
    this.held = await this.opts.store.claimAll(this.opts.scope, this.opts.partitions, this.opts.nodeId);
    for (const [p, epoch] of this.held) await listener.acquired(p, epoch);
  }

  owned(): ReadonlyMap<number, number> {
    return this.held;
  }

  valid(partition: number, epoch: number): boolean {
    return this.held.get(partition) === epoch;
  }

  forfeit(partition: number): void {
    this.held.delete(partition);
  }

  async stop(): Promise<void> {
    // drain while still valid, then let go
    await Promise.all([...this.held.keys()].map((p) => this.listener?.released(p, false)));
    this.held.clear();
  }
}
