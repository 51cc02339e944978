/**
 * Mailboxes: one FIFO per actor inside a node. A mailbox runs one task at a time, in arrival
 * order; different mailboxes run concurrently. The node counts any overlap it ever sees, so tests
 * can show that no actor handled two messages at once.
 */

export interface MailboxTask {
  run(): Promise<void>;
  /** Called instead of `run` when the task is dropped (partition lost). */
  drop(): void;
}

interface Box {
  group: number;
  queue: MailboxTask[];
  running: boolean;
  active: number;
  idle?: Promise<void>;
  wake?: () => void;
}

export class Mailboxes {
  private readonly boxes = new Map<string, Box>();
  private queued = 0;
  /** Times a mailbox started a task while another of its tasks was running (must stay 0). */
  overlaps = 0;

  constructor(private readonly onDepth: (depth: number) => void = () => {}) {}

  /** Messages waiting or running, over every mailbox. */
  depth(): number {
    return this.queued;
  }

  /** True while `key`'s mailbox has work waiting or running. */
  busy(key: string): boolean {
    return this.boxes.has(key);
  }

  /** Appends a task to `key`'s mailbox; `group` (the partition) lets drain and drop pick mailboxes. */
  enqueue(key: string, group: number, task: MailboxTask): void {
    let box = this.boxes.get(key);
    if (!box) {
      box = { group, queue: [], running: false, active: 0 };
      this.boxes.set(key, box);
    }
    box.queue.push(task);
    this.queued++;
    this.onDepth(this.queued);
    if (!box.running) void this.runBox(key, box);
  }

  private async runBox(key: string, box: Box): Promise<void> {
    box.running = true;
    box.idle = new Promise((resolve) => (box.wake = resolve));
    while (box.queue.length > 0) {
      const task = box.queue.shift()!;
      box.active++;
      if (box.active > 1) this.overlaps++;
      try {
        await task.run();
      } catch {
        // a task reports its own failures; the mailbox only keeps order
      } finally {
        box.active--;
        this.queued--;
        this.onDepth(this.queued);
      }
    }
    box.running = false;
    this.boxes.delete(key);
    box.wake!();
  }

  /** Resolves when every mailbox of `group` (or every mailbox) is empty. */
  async drain(group?: number): Promise<void> {
    for (;;) {
      const busy = [...this.boxes.values()].filter((b) => group === undefined || b.group === group);
      if (busy.length === 0) return;
      await Promise.all(busy.map((b) => b.idle));
    }
  }

  /** Drops the waiting (not the running) tasks of `group`. */
  dropGroup(group: number): void {
    for (const box of this.boxes.values()) {
      if (box.group !== group) continue;
      const dropped = box.queue.splice(0);
      this.queued -= dropped.length;
      for (const t of dropped) t.drop();
    }
    this.onDepth(this.queued);
  }
}
