/**
 * Before release 2.1.5 the dispatcher read an environment file (`.env`) in its install folder. On the
 * first start without `config.toml` we write one from it (mode 0600) and rename the old file to
 * `.env.migrated` (kept, also 0600, so the owner can check and delete it). Keys we do not know are
 * left out of the TOML and named in the returned list, never copied blindly.
 */
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'smol-toml';
import { PROVIDERS } from './agent-profile.js';

export interface Migration {
  from: string;
  to: string;
  /** Variables of the old file that have no place in config.toml. */
  ignored: string[];
}

/** `KEY=value` lines; `#` comments, `export `, and single or double quotes as shells write them. */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^export\s+/, '');
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    let value = line.slice(eq + 1).trim();
    if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    out[line.slice(0, eq).trim()] = value;
  }
  return out;
}

const asNumber = (v: string) => (/^\d+$/.test(v) ? Number(v) : v);
const asBool = (v: string) => (/^(true|1)$/i.test(v) ? true : /^(false|0)$/i.test(v) ? false : v);

/** The TOML document the old variables describe, and the names we could not place. */
export function envToToml(vars: Record<string, string>): { toml: Record<string, Record<string, unknown>>; ignored: string[] } {
  const toml: Record<string, Record<string, unknown>> = {};
  const set = (section: string, key: string, value: unknown) => ((toml[section] ??= {})[key] = value);
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(vars)) {
    const provider = /^([A-Z]+)_API_KEY$/.exec(name)?.[1]?.toLowerCase();
    if (provider && (PROVIDERS as readonly string[]).includes(provider)) set('provider_keys', provider, value);
    else if (name === 'PLATFORM_API_URL' || name === 'API_URL') set('platform', 'api_url', value);
    else if (name === 'CHAIN') set('platform', 'chain', value);
    else if (name === 'LLM_PROVIDER') set('llm', 'provider', value);
    else if (name === 'LLM_MODEL') set('llm', 'model', value);
    else if (name === 'LLM_BASE_URL') set('llm', 'base_url', value);
    else if (name === 'LOG_FORMAT') set('logging', 'format', value);
    else if (name === 'LOG_LEVEL') set('logging', 'level', value);
    else if (name === 'HEALTH_PORT') set('dispatcher', 'health_port', asNumber(value));
    else if (name === 'REQUIRE_FINALIZE') set('dispatcher', 'require_finalize', asBool(value));
    else if (name === 'AGENTS_FILE') set('dispatcher', 'agents_file', value);
    else if (name === 'GRACEFUL_SHUTDOWN_TIMEOUT_MS') set('dispatcher', 'graceful_shutdown_timeout_ms', asNumber(value));
    else if (name === 'RECONNECT_MAX_RETRIES') set('dispatcher', 'reconnect_max_retries', asNumber(value));
    else if (name === 'DOCKER_SOCKET' || name === 'CONTAINER_SOCKET') set('isolation', 'container_socket', value);
    else ignored.push(name);
  }
  return { toml, ignored };
}

/** Migrates `<home>/.env` once; null when there is nothing to do. */
export function migrateEnvFile(home: string): Migration | null {
  const from = join(home, '.env');
  const to = join(home, 'config.toml');
  if (!existsSync(from) || existsSync(to)) return null;
  const { toml, ignored } = envToToml(parseEnvFile(readFileSync(from, 'utf8')));
  const header = `# Migrated from ${from} on ${new Date().toISOString()}; the old file is ${from}.migrated\n`;
  writeFileSync(to, header + stringify(toml) + '\n', { mode: 0o600 });
  chmodSync(to, 0o600);
  renameSync(from, `${from}.migrated`);
  chmodSync(`${from}.migrated`, 0o600);
  return { from, to, ignored };
}
