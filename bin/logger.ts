/**
 * pino, one event name per line; secrets are redacted wherever they appear in a log object. JSON
 * lines for machines; pretty lines (pino-pretty) for a person at a terminal: LOG_FORMAT=json|pretty,
 * pretty by default when stdout is a TTY.
 */
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

const REDACT = [
  'password', '*.password', 'pass', '*.pass', 'secret', '*.secret', 'wif', '*.wif',
  'privateKey', '*.privateKey', 'apiKey', '*.apiKey', 'authorization', '*.authorization',
  'cookie', '*.cookie', 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export type LogFormat = 'json' | 'pretty';

export function createLogger(level = 'info', name = 'agentplatform', destination?: pino.DestinationStream, format?: LogFormat): Logger {
  const pick = format ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const out = destination ?? (pick === 'pretty' ? pretty({ colorize: process.stdout.isTTY, sync: true, translateTime: 'SYS:HH:MM:ss.l' }) : undefined);
  return pino({ name, level, redact: { paths: REDACT, censor: '[redacted]' } }, out);
}
