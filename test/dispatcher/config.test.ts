/** The dispatcher's configuration: config.toml, the older config.json, environment overrides, the agents file, .env migration. */
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { executorSchema } from '../../dispatcher/agent-profile.js';
import { dispatcherHome, loadDispatcherConfig } from '../../dispatcher/config.js';
import { DispatcherError } from '../../dispatcher/errors.js';

const WIF = 'UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH';

describe('dispatcher configuration', () => {
  let home: string;
  const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ DISPATCHER_HOME: home, ALPHA_WIF: WIF, ...extra });
  const write = async (name: string, text: string, mode = 0o600) => {
    await writeFile(join(home, name), text, { mode });
    await chmod(join(home, name), mode);
  };
  const agents = `agents:\n  - name: alpha\n    identity: alpha@\n    privateKey: $ALPHA_WIF\n`;
  const refused = (e: NodeJS.ProcessEnv): DispatcherError => {
    try {
      loadDispatcherConfig(e);
    } catch (err) {
      expect(err).to.be.instanceOf(DispatcherError);
      return err as DispatcherError;
    }
    throw new Error('expected the configuration to be refused');
  };

  beforeEach(async () => { home = await mkdtemp(join(tmpdir(), 'ap-disp-cfg-')); });
  afterEach(() => rm(home, { recursive: true, force: true }));

  it('lives in ~/.dispatcher/dispatcher unless DISPATCHER_HOME moves it', () => {
    expect(dispatcherHome({ HOME: '/home/x' })).to.match(/\.dispatcher\/dispatcher$/);
    expect(dispatcherHome({ DISPATCHER_HOME: '/srv/d' })).to.equal('/srv/d');
  });

  it('has the spec defaults with no config.toml at all', async () => {
    await write('agents.yaml', agents);
    const c = loadDispatcherConfig(env());
    expect(c).to.deep.include({ healthPort: 9842, gracefulShutdownTimeoutMs: 30_000, requireFinalize: false });
    expect(c.platform.apiUrl).to.equal('http://127.0.0.1:3001');
    expect(c.logging).to.deep.equal({ format: 'json', level: 'info' });
    expect(c.agents[0]!.executor).to.deep.include({ type: 'local-llm' });
  });

  it('reads every section of config.toml', async () => {
    await write('config.toml', [
      '[platform]', 'api_url = "https://platform.example/"', 'chain = "VRSC"',
      '[llm]', 'provider = "ollama"', 'model = "llama3"', 'base_url = "http://127.0.0.1:11434/v1"',
      '[provider_keys]', 'openai = "sk-1"', 'anthropic = "sk-2"',
      '[logging]', 'format = "pretty"',
      '[dispatcher]', 'health_port = 9900', 'require_finalize = true', 'agents_file = "team.json"',
      '[isolation]', 'container_socket = "/var/run/docker.sock"',
    ].join('\n'));
    await write('team.json', JSON.stringify({ agents: [{ name: 'alpha', identity: 'alpha@', privateKey: '$ALPHA_WIF' }] }));
    const c = loadDispatcherConfig(env());
    expect(c.platform).to.deep.equal({ apiUrl: 'https://platform.example', chain: 'VRSC' });
    expect(c.llm).to.deep.equal({ provider: 'ollama', model: 'llama3', baseUrl: 'http://127.0.0.1:11434/v1' });
    expect(c.providerKeys).to.deep.equal({ openai: 'sk-1', anthropic: 'sk-2' });
    expect(c).to.deep.include({ healthPort: 9900, requireFinalize: true, agentsFile: join(home, 'team.json') });
    expect(c.logging.format).to.equal('pretty');
    expect(c.isolation.containerSocket).to.equal('/var/run/docker.sock');
  });

  it('refuses a config.toml others can read, with a sentence naming the file and the fix', async () => {
    await write('config.toml', '[provider_keys]\nopenai = "sk-1"\n', 0o644);
    await write('agents.yaml', agents);
    const err = refused(env());
    expect(err.code).to.equal('CONFIG_PERMISSIONS');
    const file = join(home, 'config.toml');
    expect(err.message).to.equal(`${file} has mode 0644, so other users can read it and it holds provider keys; the dispatcher refuses to start. Fix: chmod 600 ${file}`);
    await chmod(file, 0o640);
    expect(refused(env()).message).to.contain('mode 0640');
  });

  it('names the key of a bad setting', async () => {
    await write('agents.yaml', agents);
    await write('config.toml', '[dispatcher]\nhealth_port = "ninety"\n');
    expect(refused(env()).message).to.match(/config\.toml: dispatcher\.health_port: .*number/);
    await write('config.toml', '[platform]\napi_url = "ftp://x"\n');
    expect(refused(env()).message).to.match(/platform\.api_url: must be an http\(s\) URL/);
    await write('config.toml', '[dispatcher]\nhealth_prot = 1\n');
    expect(refused(env()).message).to.match(/dispatcher: .*health_prot/);
    await write('config.toml', '[provider_keys]\nopenia = "x"\n');
    expect(refused(env()).message).to.match(/provider_keys/);
  });

  it('lets the environment override: PLATFORM_API_URL, LOG_FORMAT, REQUIRE_FINALIZE', async () => {
    await write('agents.yaml', agents);
    await write('config.toml', '[platform]\napi_url = "http://a.example"\n[dispatcher]\nrequire_finalize = false\n');
    const c = loadDispatcherConfig(env({ PLATFORM_API_URL: 'http://b.example', LOG_FORMAT: 'pretty', REQUIRE_FINALIZE: 'true' }));
    expect(c.platform.apiUrl).to.equal('http://b.example');
    expect(c.logging.format).to.equal('pretty');
    expect(c.requireFinalize).to.equal(true);
    expect(refused(env({ REQUIRE_FINALIZE: 'maybe' })).message).to.match(/environment: REQUIRE_FINALIZE/);
  });

  it('reads the older config.json (healthPort, logLevel, logFormat, gracefulShutdownTimeoutMs, reconnectMaxRetries); config.toml wins', async () => {
    await write('agents.yaml', agents);
    await write('config.json', JSON.stringify({ healthPort: 9111, logLevel: 'debug', logFormat: 'pretty', gracefulShutdownTimeoutMs: 5000, reconnectMaxRetries: 3 }));
    let c = loadDispatcherConfig(env());
    expect(c).to.deep.include({ healthPort: 9111, gracefulShutdownTimeoutMs: 5000, reconnectMaxRetries: 3 });
    expect(c.logging).to.deep.equal({ level: 'debug', format: 'pretty' });
    await write('config.toml', '[dispatcher]\nhealth_port = 9222\n');
    c = loadDispatcherConfig(env());
    expect(c.healthPort).to.equal(9222);
    expect(c.reconnectMaxRetries).to.equal(3);
    await write('config.json', JSON.stringify({ healthPort: 'x' }));
    expect(refused(env()).message).to.match(/config\.json: healthPort/);
  });

  it('reads a $NAME privateKey from the environment and then drops it from the environment', async () => {
    await write('agents.yaml', agents);
    const e = env();
    const c = loadDispatcherConfig(e);
    expect(c.agents[0]!.privateKey).to.equal(WIF);
    expect(e.ALPHA_WIF).to.equal(undefined);
    expect(refused(env({ ALPHA_WIF: '' })).message).to.match(/agents\[0\]\.privateKey: the environment variable ALPHA_WIF is not set/);
  });

  it('refuses an agents file with a literal key that others can read', async () => {
    await write('agents.yaml', agents.replace('$ALPHA_WIF', WIF), 0o644);
    expect(refused(env()).message).to.match(/agents\.yaml has mode 0644.*private keys.*chmod 600/);
    await chmod(join(home, 'agents.yaml'), 0o600);
    expect(loadDispatcherConfig(env()).agents[0]!.privateKey).to.equal(WIF);
  });

  it('names the agent field at fault, and maps the short executor names', async () => {
    await write('agents.yaml', `${agents}    executor: {type: custom}\n`);
    expect(refused(env()).message).to.match(/agents\[0\]\.executor\.url/);
    await write('agents.yaml', `${agents}    executor: teleport\n`);
    expect(refused(env()).message).to.match(/agents\[0\]\.executor/);
    const types = Object.fromEntries(['direct', 'langchain', 'autogen', 'crewai', 'custom', 'mcp'].map((n) => {
      const fields: Record<string, unknown> = { direct: {}, langchain: { url: 'http://x' }, autogen: { agents: [{ verusId: 'a@', url: 'http://x', purpose: 'p', maxBudget: 1 }] },
        crewai: { url: 'http://x' }, custom: { url: 'http://x' }, mcp: { servers: [{ name: 's', command: 'c' }] } };
      return [n, executorSchema.parse({ type: n, ...(fields[n] as object) }).type];
    }));
    expect(types).to.deep.equal({ direct: 'local-llm', langchain: 'langserve', autogen: 'a2a', crewai: 'webhook', custom: 'webhook', mcp: 'mcp' });
  });

  it('needs a [chain] section for agents that publish on chain', async () => {
    await write('agents.yaml', `${agents}    onChain: true\n`);
    expect(refused(env()).message).to.match(/agents\[0\]\.onChain: needs a \[chain\] section \(rpc_url, rpc_user, rpc_pass\)/);
    await write('config.toml', '[chain]\nrpc_url = "http://127.0.0.1:18843"\nrpc_user = "u"\nrpc_pass = "p"\n');
    expect(loadDispatcherConfig(env()).chain).to.deep.equal({ rpcUrl: 'http://127.0.0.1:18843', rpcUser: 'u', rpcPass: 'p', vdxfRoot: 'agentplatform' });
  });

  it('uses the SOUL file as the system prompt, else systemPrompt', async () => {
    await write('agents.yaml', `${agents}    systemPrompt: Be kind.\n`);
    expect(loadDispatcherConfig(env()).agents[0]!.soul).to.equal('Be kind.');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(home, 'agents', 'alpha'), { recursive: true });
    await writeFile(join(home, 'agents', 'alpha', 'SOUL.md'), 'I am Alpha.');
    expect(loadDispatcherConfig(env()).agents[0]!.soul).to.equal('I am Alpha.');
  });

  it('migrates an older .env once into config.toml (0600) and keeps the old file aside', async () => {
    await write('agents.yaml', agents);
    await write('.env', ['# old settings', 'PLATFORM_API_URL=http://old.example:3001', 'OPENAI_API_KEY="sk-old"', 'export LOG_FORMAT=pretty', 'REQUIRE_FINALIZE=true', 'HEALTH_PORT=9333', 'SOMETHING_ELSE=1'].join('\n'));
    const c = loadDispatcherConfig(env());
    expect(c.migration).to.deep.include({ ignored: ['SOMETHING_ELSE'] });
    expect(c.platform.apiUrl).to.equal('http://old.example:3001');
    expect(c.providerKeys.openai).to.equal('sk-old');
    expect(c).to.deep.include({ healthPort: 9333, requireFinalize: true });
    expect((await stat(join(home, 'config.toml'))).mode & 0o777).to.equal(0o600);
    expect(existsSync(join(home, '.env'))).to.equal(false);
    expect(existsSync(join(home, '.env.migrated'))).to.equal(true);
    expect(await readFile(join(home, 'config.toml'), 'utf8')).to.contain('[provider_keys]');
    expect(loadDispatcherConfig(env()).migration).to.equal(null);
  });
});
