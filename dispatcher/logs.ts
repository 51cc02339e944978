/**
 * The dispatcher's logs: `dispatcher.log` (every line) and `agents/<name>.log` (that agent's lines)
 * under the dispatcher folder, plus stdout. JSON lines with the spec's fields (level, time, agent,
 * jobId, event, buyerVerusId, msg); `pretty` (LOG_FORMAT or [logging] format) writes pino-pretty text
 * instead. Rotation is external (logrotate with copytruncate). Keys, cookies and tokens are redacted
 * wherever they appear; message bodies are never logged, only their length.
 */
import { mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

const REDACT = [
  'privateKey', '*.privateKey', 'wif', '*.wif', 'apiKey', '*.apiKey', 'key', '*.key', 'keys', '*.keys',
  'cookie', '*.cookie', 'token', '*.token', 'signature', '*.signature', 'authorization', '*.authorization',
  'content', '*.content', 'headers', '*.headers',
];

export interface LogSetup {
  dispatcher: Logger;
  agent(name: string): Logger;
  flush(): void;
}

function fileStream(file: string, format: 'json' | 'pretty'): DestinationStream {
  const fd = openSync(file, 'a', 0o600);
  const dest = pino.destination({ fd, sync: true });
  return format === 'pretty' ? pretty({ destination: dest, colorize: false, sync: true }) : dest;
}

export function createLogs(home: string, opts: { level: LevelWithSilent; format: 'json' | 'pretty'; stdout?: boolean }): LogSetup {
  mkdirSync(join(home, 'agents'), { recursive: true, mode: 0o700 });
  const main = fileStream(join(home, 'dispatcher.log'), opts.format);
  const out: DestinationStream | null = opts.stdout === false ? null
    : opts.format === 'pretty' ? pretty({ colorize: process.stdout.isTTY, sync: true }) : pino.destination({ fd: 1, sync: true });
  const options: pino.LoggerOptions = {
    level: opts.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACT, censor: '[redacted]' },
  };
  const streams = (extra?: DestinationStream) => pino.multistream([
    { level: opts.level === 'silent' ? 'fatal' : opts.level, stream: main },
    ...(out ? [{ level: opts.level === 'silent' ? 'fatal' : opts.level, stream: out }] : []),
    ...(extra ? [{ level: opts.level === 'silent' ? 'fatal' : opts.level, stream: extra }] : []),
  ] as pino.StreamEntry[]);
  const dispatcher = pino(options, streams());
  const agents = new Map<string, Logger>();
  return {
    dispatcher,
    agent(name) {
      let l = agents.get(name);
      if (!l) {
        l = pino(options, streams(fileStream(join(home, 'agents', `${name}.log`), opts.format))).child({ agent: name });
        agents.set(name, l);
      }
      return l;
    },
    flush() {
      dispatcher.flush?.();
      for (const l of agents.values()) l.flush?.();
    },
  };
}
