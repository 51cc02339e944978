/**
 * Bitcoin/Verus wire encodings shared by identity signatures and VDXF objects:
 * CompactSize (length prefixes), VARINT (the MSB base-128 "varint" of serialize.h, used for
 * VDXF versions), little-endian integers, and a bounds-checked reader that throws on truncation.
 */

/** Error for bytes that do not decode; `code` lets callers map it to a spec error. */
export class MalformedBytesError extends Error {
  readonly code = 'MALFORMED_BYTES';
  constructor(message: string) {
    super(message);
    this.name = 'MalformedBytesError';
  }
}

/** Encodes n as a Bitcoin CompactSize (1, 3, 5 or 9 bytes). */
export function compactSize(n: number): Uint8Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad CompactSize ${n}`);
  if (n < 253) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(253, n & 0xff, n >>> 8);
  if (n <= 0xffffffff) {
    const out = new Uint8Array(5);
    out[0] = 254;
    new DataView(out.buffer).setUint32(1, n, true);
    return out;
  }
  const out = new Uint8Array(9);
  out[0] = 255;
  new DataView(out.buffer).setBigUint64(1, BigInt(n), true);
  return out;
}

/** Encodes n as serialize.h VARINT (base-128, MSB first, each continuation byte minus one). */
export function varint(n: number): Uint8Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`bad VARINT ${n}`);
  let v = BigInt(n);
  const tmp: number[] = [];
  let first = true;
  for (;;) {
    tmp.push(Number(v & 0x7fn) | (first ? 0 : 0x80));
    first = false;
    if (v <= 0x7fn) break;
    v = (v >> 7n) - 1n;
  }
  return Uint8Array.from(tmp.reverse());
}

/** u32 little-endian. */
export function u32le(n: number): Uint8Array {
  if (!Number.isInteger(n) || n < 0 || n > 0xffffffff) throw new RangeError(`bad u32 ${n}`);
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, n, true);
  return out;
}

/** u64 little-endian from a non-negative integer (number or bigint). */
export function u64le(n: number | bigint): Uint8Array {
  const v = BigInt(n);
  if (v < 0n || v > 0xffffffffffffffffn) throw new RangeError(`bad u64 ${n}`);
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, v, true);
  return out;
}

/** Concatenates byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  let len = 0;
  for (const p of parts) len += p.length;
  const out = new Uint8Array(len);
  let off = 0;
  for (const p of parts) {
    out.set(p, off);
    off += p.length;
  }
  return out;
}

/** CompactSize length prefix followed by the bytes (a serialized std::vector<unsigned char>). */
export function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  return concatBytes(compactSize(bytes.length), bytes);
}

/** Byte-wise equality. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Sequential reader over bytes; every read checks bounds and throws MalformedBytesError. */
export class ByteReader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  read(n: number): Uint8Array {
    if (!Number.isSafeInteger(n) || n < 0 || this.offset + n > this.bytes.length) {
      throw new MalformedBytesError(`truncated: wanted ${n} bytes at offset ${this.offset} of ${this.bytes.length}`);
    }
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  u8(): number {
    return this.read(1)[0]!;
  }

  u32le(): number {
    const b = this.read(4);
    return new DataView(b.buffer, b.byteOffset, 4).getUint32(0, true);
  }

  u64le(): bigint {
    const b = this.read(8);
    return new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0, true);
  }

  compactSize(): number {
    const first = this.u8();
    if (first < 253) return first;
    let n: number;
    if (first === 253) {
      const b = this.read(2);
      n = b[0]! | (b[1]! << 8);
      if (n < 253) throw new MalformedBytesError('non-canonical CompactSize');
    } else if (first === 254) {
      n = this.u32le();
      if (n <= 0xffff) throw new MalformedBytesError('non-canonical CompactSize');
    } else {
      const big = this.u64le();
      if (big <= 0xffffffffn || big > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new MalformedBytesError('non-canonical or oversized CompactSize');
      }
      n = Number(big);
    }
    return n;
  }

  varint(): number {
    let n = 0n;
    for (let i = 0; i < 10; i++) {
      const b = this.u8();
      n = (n << 7n) | BigInt(b & 0x7f);
      if (b & 0x80) {
        n += 1n;
      } else {
        if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new MalformedBytesError('VARINT too large');
        return Number(n);
      }
    }
    throw new MalformedBytesError('VARINT too long');
  }

  /** A CompactSize-prefixed byte vector. */
  lengthPrefixed(): Uint8Array {
    return this.read(this.compactSize());
  }

  /** Throws unless every byte was consumed. */
  end(what: string): void {
    if (this.remaining !== 0) throw new MalformedBytesError(`${this.remaining} trailing bytes after ${what}`);
  }
}
