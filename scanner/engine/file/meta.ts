/** L6: file metadata checks (name, path, Unicode tricks, extensions). */
import type { FileMetaInput, FileMetaResult, StructuredFlag, Severity } from '../types.js';
import { noisyOr } from '../combine.js';

const SEVERITY_SCORE: Record<Severity, number> = { low: 0.2, medium: 0.45, high: 0.75, critical: 0.95 };
const EXECUTABLE_EXT = /\.(?:exe|dll|scr|com|bat|cmd|msi|msp|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|cpl|jar|sh|bash|zsh|app|dmg|pkg|deb|rpm|apk|elf|bin|run|lnk|reg|iso|img|so|dylib|pif|gadget|inf|scf|xll|docm|xlsm|pptm)$/i;
const DOC_EXT = /\.(?:pdf|docx?|xlsx?|pptx?|txt|csv|jpe?g|png|gif|webp|mp[34]|zip|rar|7z|html?|md|json|xml|rtf|odt)$/i;
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD\u180E]/;
const CONTROL = /[\u0001-\u001F\u007F]/;
const RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;

/** Checks one file's name, path, size and mimetype. */
export function scanFileMeta(input: FileMetaInput): FileMetaResult {
  const flags: StructuredFlag[] = [];
  const name = input.filename;
  const full = `${input.path ?? ''}/${name}`;
  if (/(?:^|[\\/])\.\.(?:[\\/]|$)/.test(full) || /%2e%2e|\.\.%2f|%252e/i.test(full) || /^(?:[\\/]|[a-z]:[\\/])/i.test(name) || /[\\/]/.test(name)) {
    flags.push({ type: 'path_traversal', severity: 'critical', detail: 'name or path escapes the upload folder', action: 'block' });
  }
  if (full.includes('\u0000') || /%00/.test(full)) flags.push({ type: 'null_byte', severity: 'critical', detail: 'null byte in name or path', action: 'block' });
  if (BIDI.test(full)) flags.push({ type: 'bidi_override', severity: 'critical', detail: 'bidirectional control characters (e.g. RLO) disguise the extension', action: 'block' });
  if (INVISIBLE.test(full)) flags.push({ type: 'invisible_characters', severity: 'high', detail: 'zero-width characters in name', action: 'block' });
  if (CONTROL.test(full.replace(/\u0000/g, ''))) flags.push({ type: 'control_characters', severity: 'high', detail: 'control characters in name', action: 'block' });
  const nfkc = name.normalize('NFKC');
  const stem = name.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  if (/[^\x00-\x7F]/.test(stem) && (stem.normalize('NFKC') !== stem.normalize('NFC') || /[\u0400-\u04FF\u0370-\u03FF]/.test(stem) && /[a-z]/i.test(stem))) {
    flags.push({ type: 'homoglyph', severity: 'high', detail: 'look-alike or compatibility characters mixed into a Latin name', action: 'block' });
  }
  const parts = nfkc.replace(/[\u202A-\u202E\u2066-\u2069]/g, '').split('.');
  if (parts.length >= 3) {
    const last = `.${parts[parts.length - 1]}`, prev = `.${parts[parts.length - 2]}`;
    if (EXECUTABLE_EXT.test(last) && DOC_EXT.test(prev)) flags.push({ type: 'double_extension', severity: 'critical', detail: `document extension ${prev} hides executable ${last}`, action: 'block' });
  }
  if (EXECUTABLE_EXT.test(nfkc.trim())) flags.push({ type: 'executable', severity: 'high', detail: 'executable or script file type', action: 'block' });
  if (/[ .]+$/.test(name) || /\s{3,}/.test(name)) flags.push({ type: 'padded_name', severity: 'medium', detail: 'trailing dots/spaces or long blank runs hide the real extension', action: 'warn' });
  if (RESERVED.test(name)) flags.push({ type: 'reserved_name', severity: 'medium', detail: 'reserved device name', action: 'block' });
  if (name.length > 255) flags.push({ type: 'long_name', severity: 'medium', detail: 'file name longer than 255 characters', action: 'block' });
  if (input.mimetype && /x-(?:msdownload|msdos-program|executable|sh|elf|mach-binary)|application\/(?:x-dosexec|vnd\.microsoft\.portable-executable|java-archive)/i.test(input.mimetype)) {
    flags.push({ type: 'executable', severity: 'high', detail: `executable mimetype ${input.mimetype}`, action: 'block' });
  }
  if (input.size !== undefined && (input.size < 0 || !Number.isFinite(input.size))) flags.push({ type: 'invalid_size', severity: 'medium', detail: 'impossible file size', action: 'block' });
  const score = noisyOr(flags.map((f) => SEVERITY_SCORE[f.severity]));
  return { safe: flags.length === 0, score, flags, layers: flags.length > 0 ? { l6: flags.length } : {} };
}
