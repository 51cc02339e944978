/**
 * A dispatcher folder for tests that run `agentplatform dispatcher` against a platform: config.toml
 * (the platform, a local chat-completions server as the LLM, health port) and agents.yaml with two
 * agents, `web` (webhook executor) and `llm` (local-llm with workspace tools, supervised), whose
 * keys come from $WEB_WIF and $LLM_WIF. Both files mode 0600, as the dispatcher requires.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface TwoAgentHome {
  apiUrl: string;
  llmUrl: string;
  providerKey: string;
  healthPort: number;
  hookUrl: string;
  web: string;
  llm: string;
  systemPrompt: string;
  service: { name: string; description: string; price: number; category: string };
  /** Extra `[dispatcher]` lines. */
  dispatcher?: string[];
}

export async function writeTwoAgentHome(home: string, o: TwoAgentHome): Promise<void> {
  await writeFile(join(home, 'config.toml'), [
    '[platform]', `api_url = "${o.apiUrl}"`,
    '[llm]', 'provider = "openai"', 'model = "gpt-fake"', `base_url = "${o.llmUrl}/v1"`,
    '[provider_keys]', `openai = "${o.providerKey}"`,
    '[dispatcher]', `health_port = ${o.healthPort}`, 'poll_interval_ms = 1000', 'reconnect_max_retries = 50', ...(o.dispatcher ?? []),
  ].join('\n'), { mode: 0o600 });
  const s = o.service;
  const service = `      - {name: ${s.name}, description: ${s.description}, price: ${s.price}, currency: VRSCTEST, category: ${s.category}, paymentTerms: prepay}`;
  await writeFile(join(home, 'agents.yaml'), [
    'agents:',
    '  - name: web', `    identity: ${o.web}`, '    privateKey: $WEB_WIF', `    executor: {type: webhook, url: "${o.hookUrl}"}`, '    services:', service,
    '  - name: llm', `    identity: ${o.llm}`, '    privateKey: $LLM_WIF', '    executor: direct', `    systemPrompt: ${o.systemPrompt}`,
    '    workspace: {enabled: true, modes: [supervised]}', '    services:', service,
  ].join('\n'), { mode: 0o600 });
}
