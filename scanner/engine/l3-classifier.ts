/**
 * L3: a third-party prompt-injection classifier over HTTP, speaking the Hugging Face
 * text-classification inference protocol (Inference Endpoints / serverless Inference API):
 *   POST <url>   Authorization: Bearer <apiKey>   {"inputs": "<text>"}
 *   200 -> [{"label": "INJECTION", "score": 0.98}, {"label": "SAFE", "score": 0.02}]  (or nested once more)
 * Labels naming an attack (INJECTION, JAILBREAK, LABEL_1, MALICIOUS, UNSAFE) count as the attack
 * probability; e.g. protectai/deberta-v3-base-prompt-injection-v2 answers INJECTION / SAFE.
 * Any failure (timeout, non-200, odd body) yields null: the other layers still score the message.
 */
import { z } from 'zod';
import type { EngineConfig } from './types.js';

const Label = z.object({ label: z.string(), score: z.number() });
const Reply = z.union([z.array(Label), z.array(z.array(Label)).min(1)]);
const ATTACK_LABEL = /^(?:injection|jailbreak|label_1|malicious|unsafe|prompt_injection|attack|1)$/i;

/** The classifier name `/health` shows: the model path of the endpoint URL, or `none` when L3 is off. */
export function classifierName(config: Pick<EngineConfig, 'l3'>): string {
  if (!config.l3 || !config.l3.url || !config.l3.apiKey) return 'none';
  try {
    const u = new URL(config.l3.url);
    const model = u.pathname.replace(/^\/(?:models\/)?/, '').replace(/\/$/, '');
    return `huggingface:${model || u.host}`;
  } catch {
    return 'none';
  }
}

/** Asks the remote classifier for the attack probability of one text; null when it cannot answer. */
export async function classifyRemote(text: string, l3: NonNullable<EngineConfig['l3']>): Promise<number | null> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), l3.timeoutMs);
  try {
    const res = await fetch(l3.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${l3.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ inputs: text.slice(0, 8000), options: { wait_for_model: false } }),
      signal: ctrl.signal,
    });
    if (!res.ok) return null;
    const parsed = Reply.safeParse(await res.json());
    if (!parsed.success) return null;
    const labels = Array.isArray(parsed.data[0]) ? (parsed.data as z.infer<typeof Label>[][])[0] : (parsed.data as z.infer<typeof Label>[]);
    let attack = 0;
    for (const l of labels) if (ATTACK_LABEL.test(l.label)) attack = Math.max(attack, l.score);
    return attack;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
