/**
 * What a file is, decided by its first bytes (magic numbers), never by its name or the declared type
 * (spec "Limits": images, documents, archives, text; no executables). Binary formats are recognised
 * by `file-type`; a file it does not recognise is text when it is valid UTF-8 without NUL bytes
 * (checked over the whole stream by the upload, not just the head). Refused even when renamed:
 * Windows, Linux and macOS programs, Java classes and jars, Android packages, WebAssembly, installer
 * packages (deb, rpm, and the OLE container shared by msi and legacy Office files), and text that
 * starts with `#!` (a script meant to run).
 */
import { fileTypeFromBuffer } from 'file-type';

/** Bytes the type check reads (file-type's own sample size). */
export const SNIFF_BYTES = 4100;

const ALLOWED = {
  image: ['jpg', 'png', 'gif', 'webp', 'bmp', 'tif', 'ico', 'avif', 'heic', 'jxl', 'psd'],
  document: ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'epub'],
  archive: ['zip', 'gz', 'tar', '7z', 'bz2', 'xz', 'zst', 'rar', 'lz', 'lzh'],
} as const;
const EXECUTABLE = new Set(['exe', 'elf', 'macho', 'class', 'jar', 'apk', 'dex', 'wasm', 'deb', 'rpm', 'cfb', 'msi', 'crx', 'swf', 'lnk', 'xpi', 'dmg']);

export type FileCategory = 'image' | 'document' | 'archive' | 'text';
export type Sniffed =
  | { ok: true; category: FileCategory; mime: string; ext: string }
  | { ok: false; reason: 'executable' | 'type'; detected: string };

/** The type of a file from its first bytes; text is confirmed later over the whole content. */
export async function sniff(head: Uint8Array): Promise<Sniffed> {
  // A copy of its own: a pooled Buffer's view would be read from the wrong offset of the pool.
  const t = await fileTypeFromBuffer(Uint8Array.from(head));
  if (t) {
    if (EXECUTABLE.has(t.ext)) return { ok: false, reason: 'executable', detected: t.ext };
    // XML and friends are text to us: stored and served as text/plain, never rendered.
    if (t.ext === 'xml') return { ok: true, category: 'text', mime: 'text/plain', ext: 'txt' };
    for (const [category, exts] of Object.entries(ALLOWED)) {
      if ((exts as readonly string[]).includes(t.ext)) return { ok: true, category: category as FileCategory, mime: t.mime, ext: t.ext };
    }
    return { ok: false, reason: 'type', detected: t.ext };
  }
  if (head[0] === 0x23 && head[1] === 0x21) return { ok: false, reason: 'executable', detected: 'script (#!)' };
  if (head.includes(0)) return { ok: false, reason: 'type', detected: 'binary' };
  return { ok: true, category: 'text', mime: 'text/plain', ext: 'txt' };
}

/** A display name safe to store: no directories, no control or bidi characters, at most 255 characters. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069"]/g, '').replace(/^\.+/, '').trim();
  return [...(clean || 'file')].slice(0, 255).join('');
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
