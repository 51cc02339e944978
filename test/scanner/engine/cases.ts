/** Test cases of the detection families: attacks a scan must catch and look-alikes it must pass. */
import { expect } from 'chai';
import { scanTurn, DEFAULT_ENGINE_CONFIG, type EscalationState } from '../../../scanner/engine/mod.js';

/** True when some turn of the conversation, scanned with the session's state carried, is unsafe. */
export async function caughtInConversation(turns: string[]): Promise<boolean> {
  let state: EscalationState | undefined;
  let now = 9_000_000;
  let unsafe = false;
  for (const t of turns) {
    const r = await scanTurn(t, state, DEFAULT_ENGINE_CONFIG, now += 15_000);
    state = r.state;
    if (!r.result.safe) unsafe = true;
  }
  return unsafe;
}

type Scan = (text: string) => Promise<{ safe: boolean; score: number; flags: string[] }>;

const title = (text: string) => `${text.replace(/\n/g, ' ').slice(0, 70)}...`;

/** One test per case: the scan raises the family (null: any flag) and calls the text unsafe. */
export function catches(scan: Scan, cases: Array<[string | null, string]>): void {
  for (const [family, text] of cases) {
    it(`catches ${family ?? 'it'}: ${title(text)}`, async () => {
      const r = await scan(text);
      if (family) expect(r.flags, r.flags.join(',')).to.include(family);
      expect(r.safe, `${r.score} ${r.flags.join(',')}`).to.equal(false);
    });
  }
}

/** One test per text: the scan calls it safe and, given `family`, does not raise that family. */
export function passes(scan: Scan, texts: string[], family?: string): void {
  for (const text of texts) {
    it(`passes the look-alike: ${title(text)}`, async () => {
      const r = await scan(text);
      if (family) expect(r.flags, r.flags.join(',')).to.not.include(family);
      expect(r.safe, `${r.score} ${r.flags.join(',')}`).to.equal(true);
    });
  }
}

type OutScan = (text: string) => Promise<{ safe: boolean; flags: Array<{ type: string }> }>;

/** Outbound: one test per case, the reply raises the flag type and is not safe. */
export function flagsOutbound(scan: OutScan, cases: ReadonlyArray<readonly [string, string]>): void {
  for (const [type, text] of cases) {
    it(`flags ${type}: ${title(text)}`, async () => {
      const r = await scan(text);
      expect(r.safe).to.equal(false);
      expect(r.flags.map((f) => f.type), JSON.stringify(r.flags)).to.include(type);
    });
  }
}

/** Outbound: one test per ordinary reply, which the scan passes clean. */
export function passesOutbound(scan: OutScan, texts: string[]): void {
  for (const text of texts) {
    it(`passes: ${title(text)}`, async () => {
      const r = await scan(text);
      expect(r.safe, JSON.stringify(r.flags)).to.equal(true);
    });
  }
}
