/** L6 content checks: executable magic bytes, active content in documents, then L1-L3 on the text. */
import type { EngineConfig, FileContentInput, FileContentResult, StructuredFlag } from '../types.js';
import { scanFileMeta } from './meta.js';
import { scanInbound } from '../inbound/scan.js';

const MAGIC: Array<[number[], string]> = [
  [[0x4d, 0x5a], 'Windows PE executable (MZ)'],
  [[0x7f, 0x45, 0x4c, 0x46], 'ELF executable'],
  [[0xcf, 0xfa, 0xed, 0xfe], 'Mach-O executable'],
  [[0xce, 0xfa, 0xed, 0xfe], 'Mach-O executable'],
  [[0xfe, 0xed, 0xfa, 0xce], 'Mach-O executable'],
  [[0xfe, 0xed, 0xfa, 0xcf], 'Mach-O executable'],
  [[0xca, 0xfe, 0xba, 0xbe], 'Java class or Mach-O fat binary'],
  [[0x23, 0x21], 'script with a shebang'],
  [[0x00, 0x61, 0x73, 0x6d], 'WebAssembly module'],
];
const TEXTUAL_MIME = /^(?:text\/|application\/(?:json|xml|x-yaml|yaml|javascript|csv|x-ndjson|markdown|x-sh|sql)|image\/svg\+xml)/i;

/** Decides how to read `content`: base64 when asked, or when the mimetype is binary and it looks like base64. */
function bytesOf(input: FileContentInput): { bytes: Buffer; text: string } {
  const looksBase64 = /^[A-Za-z0-9+/\s]+={0,2}$/.test(input.content) && input.content.length % 4 === 0;
  const asBase64 = input.encoding === 'base64' || (input.encoding === undefined && !!input.mimetype && !TEXTUAL_MIME.test(input.mimetype) && looksBase64);
  const bytes = asBase64 ? Buffer.from(input.content, 'base64') : Buffer.from(input.content, 'utf8');
  return { bytes, text: asBase64 ? bytes.toString('utf8') : input.content };
}

/** Scans a file's name and content. */
export async function scanFileContent(input: FileContentInput, config: EngineConfig): Promise<FileContentResult> {
  const meta = scanFileMeta({ filename: input.filename, mimetype: input.mimetype });
  const fileFlags: StructuredFlag[] = [...meta.flags];
  const { bytes, text } = bytesOf(input);
  for (const [sig, what] of MAGIC) {
    if (bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b)) {
      fileFlags.push({ type: 'executable_content', severity: 'critical', detail: what, action: 'block' });
      break;
    }
  }
  const head = text.slice(0, 65536).toLowerCase();
  if (/<script\b|javascript:|on(?:load|error|click)\s*=/.test(head) && /\.(?:svg|html?|xml|xhtml)$|svg|html/i.test(`${input.filename} ${input.mimetype ?? ''}`)) {
    fileFlags.push({ type: 'active_content', severity: 'high', detail: 'script in an HTML/SVG document', action: 'block' });
  }
  if (/%pdf-/.test(head.slice(0, 1024)) && /\/(?:javascript|js|launch|openaction|embeddedfile)\b/.test(head)) {
    fileFlags.push({ type: 'active_content', severity: 'high', detail: 'PDF with JavaScript, launch action or embedded file', action: 'block' });
  }
  // Binary files carry no instructions worth scoring; text goes through L1-L3.
  const binary = bytes.subarray(0, 4096).includes(0);
  const inbound = binary ? { score: 0, safe: true, classification: 'safe' as const, flags: [], layers: {} } : await scanInbound(text, config);
  const fileScore = Math.max(...fileFlags.map((f) => (f.severity === 'critical' ? 0.95 : f.severity === 'high' ? 0.75 : f.severity === 'medium' ? 0.45 : 0.2)), 0);
  const score = Math.round((1 - (1 - inbound.score) * (1 - fileScore)) * 1000) / 1000;
  const classification = score >= config.blockThreshold ? 'likely_injection' : score >= config.suspiciousThreshold ? 'suspicious' : 'safe';
  const layers = { ...inbound.layers, ...(fileFlags.length > 0 ? { l6: fileFlags.length } : {}) };
  return { ...inbound, score, safe: score < config.suspiciousThreshold, classification, layers, fileFlags };
}
