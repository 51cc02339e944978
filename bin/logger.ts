/** pino, JSON, one event name per line; secrets are redacted wherever they appear in a log object. */
import { pino, type Logger } from 'pino';

export type { Logger };

const REDACT = [
  'password', '*.password', 'pass', '*.pass', 'secret', '*.secret', 'wif', '*.wif',
  'privateKey', '*.privateKey', 'apiKey', '*.apiKey', 'authorization', '*.authorization',
  'cookie', '*.cookie', 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level = 'info', name = 'agentplatform', destination?: pino.DestinationStream): Logger {
  return pino({ name, level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
