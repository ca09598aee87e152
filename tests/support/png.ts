import { inflateSync } from 'node:zlib';

/*
 * A PNG decoder for the screenshots the browsers take (8 bits per sample, RGB or RGBA, not
 * interlaced), so a test reads a picture's pixels in Node. It used to hand the PNG to a new tab of
 * the browser, which cost about a second of CPU a picture. The format: www.w3.org/TR/png-3/.
 */

export interface Pixels {
  width: number;
  height: number;
  /** Four bytes a pixel (red, green, blue, alpha), row after row. */
  rgba: Uint8ClampedArray;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Samples a pixel by colour type: 2 is RGB, 6 is RGBA (the only ones screenshots use). */
const CHANNELS: Record<number, number> = { 2: 3, 6: 4 };

export function decodePng(png: Buffer): Pixels {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      channels = CHANNELS[colourType!] ?? 0;
      if (depth !== 8 || !channels || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? out[x - channels]! : 0;
      const up = above[x]!;
      const upLeft = x >= channels ? above[x - channels]! : 0;
      out[x] = (line[x]! + predictor(filter!, left, up, upLeft)) & 0xff;
    }
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4] = rows[pixel * channels]!;
    rgba[pixel * 4 + 1] = rows[pixel * channels + 1]!;
    rgba[pixel * 4 + 2] = rows[pixel * channels + 2]!;
    rgba[pixel * 4 + 3] = channels === 4 ? rows[pixel * channels + 3]! : 255;
  }
  return { width, height, rgba };
}

/** What filter type `filter` adds back to a byte, from its neighbours (PNG section 7.3). */
function predictor(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const guess = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [Math.abs(guess - left), Math.abs(guess - up), Math.abs(guess - upLeft)];
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
}
