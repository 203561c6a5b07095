/** Growable big-endian byte sink; entropy-coded data is packed by the caller through reserve(). */
export class ByteWriter {
  private buf: Uint8Array;
  length = 0;

  constructor(initial = 4096) {
    this.buf = new Uint8Array(initial);
  }

  private ensure(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  /** Room for `extra` more bytes; returns the buffer for tight loops that write at `length` themselves. */
  reserve(extra: number): Uint8Array {
    this.ensure(extra);
    return this.buf;
  }

  u8(v: number): void {
    this.ensure(1);
    this.buf[this.length++] = v;
  }

  u16(v: number): void {
    this.ensure(2);
    this.buf[this.length++] = v >>> 8;
    this.buf[this.length++] = v;
  }

  u32(v: number): void {
    this.u16(v >>> 16);
    this.u16(v & 0xffff);
  }

  bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  toBytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
