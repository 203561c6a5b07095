/** Growable big-endian byte sink with a bit writer that applies WSQ/JPEG 0xFF00 byte stuffing. */
export class ByteWriter {
  private buf: Uint8Array;
  length = 0;
  private acc = 0;
  private nbits = 0;

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

  /** Appends `size` (<= 16) bits of `code`, most significant first. */
  bits(code: number, size: number): void {
    this.acc = (this.acc << size) | (code & ((1 << size) - 1));
    this.nbits += size;
    if (this.nbits >= 8) {
      this.ensure(6);
      while (this.nbits >= 8) {
        this.nbits -= 8;
        const byte = (this.acc >>> this.nbits) & 0xff;
        this.buf[this.length++] = byte;
        if (byte === 0xff) this.buf[this.length++] = 0;
      }
    }
  }

  /** Pads the last partial byte with 1 bits, as the reference encoder does. */
  flushBits(): void {
    if (this.nbits > 0) this.bits(0xff, 8 - this.nbits);
    this.acc = 0;
  }

  toBytes(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}
