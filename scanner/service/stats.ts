/** The counters behind GET /v1/stats, kept in the HTTP thread from the results the workers return. */
import type { Layers } from '../engine/types.js';

export interface StatsSnapshot {
  scans: { total: number; blocked: number; suspicious: number; safe: number };
  outputScans: { total: number; flagged: number; clean: number };
  fileScans: { total: number; blocked: number; clean: number };
  layers: {
    l1_matches: number; l1plus_decodes: number; l2_entropy_flags: number;
    l3_classifier_flags: number; l5_canary_hits: number; l6_file_flags: number;
  };
}

export class ScannerStats {
  private readonly s: StatsSnapshot = {
    scans: { total: 0, blocked: 0, suspicious: 0, safe: 0 },
    outputScans: { total: 0, flagged: 0, clean: 0 },
    fileScans: { total: 0, blocked: 0, clean: 0 },
    layers: { l1_matches: 0, l1plus_decodes: 0, l2_entropy_flags: 0, l3_classifier_flags: 0, l5_canary_hits: 0, l6_file_flags: 0 },
  };

  /** An inbound scan (/v1/scan, /v1/wrap): counted by classification. */
  inbound(r: { classification: 'safe' | 'suspicious' | 'likely_injection'; layers: Layers }): void {
    this.s.scans.total += 1;
    if (r.classification === 'likely_injection') this.s.scans.blocked += 1;
    else if (r.classification === 'suspicious') this.s.scans.suspicious += 1;
    else this.s.scans.safe += 1;
    this.layers(r.layers);
  }

  /** An outbound scan: flagged when it carries any flag. */
  output(r: { safe: boolean; layers: Layers }): void {
    this.s.outputScans.total += 1;
    if (r.safe) this.s.outputScans.clean += 1;
    else this.s.outputScans.flagged += 1;
    this.layers(r.layers);
  }

  /** A file scan (metadata or content): blocked when not safe. */
  file(r: { safe: boolean; layers: Layers }): void {
    this.s.fileScans.total += 1;
    if (r.safe) this.s.fileScans.clean += 1;
    else this.s.fileScans.blocked += 1;
    this.layers(r.layers);
  }

  /** Canary tokens found by /v1/canary/check. */
  canaryHits(n: number): void {
    this.s.layers.l5_canary_hits += n;
  }

  snapshot(): StatsSnapshot {
    return structuredClone(this.s);
  }

  private layers(l: Layers): void {
    this.s.layers.l1_matches += l.l1 ?? 0;
    this.s.layers.l1plus_decodes += l.l1plus ?? 0;
    this.s.layers.l2_entropy_flags += l.l2 ?? 0;
    this.s.layers.l3_classifier_flags += l.l3 ?? 0;
    this.s.layers.l5_canary_hits += l.l5 ?? 0;
    this.s.layers.l6_file_flags += l.l6 ?? 0;
  }
}
