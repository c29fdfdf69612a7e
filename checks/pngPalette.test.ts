// The screenshots' palette PNGs (scripts/pngPalette.mjs): a picture of 256 colours or fewer kept
// exactly, whichever of PNG's five row filters its RGB source used; one of more kept close, a rare
// but distinct colour included; a PNG it cannot read refused, never redrawn wrong.
import { crc32, deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { choosePalette, readPng, toPalettePng } from "../scripts/pngPalette.mjs";

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, check]);
}

/** A byte's predictor under PNG's filter `filter`, written from the PNG specification. */
function predictor(filter: number, left: number, up: number, upLeft: number) {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [left, up, upLeft].map((byte) => Math.abs(estimate - byte));
  const paeth = Math.min(toLeft ?? 0, toUp ?? 0, toUpLeft ?? 0);
  if (filter === 4) return paeth === toLeft ? left : paeth === toUp ? up : upLeft;
  return [0, left, up, Math.floor((left + up) / 2)][filter] ?? 0;
}

/** An RGB PNG of `pixels` (0xRRGGBB), each row filtered with the next of the five filters. */
function rgbPng(width: number, pixels: number[], options: { interlace?: number } = {}) {
  const height = pixels.length / width;
  const stride = width * 3;
  const bytes = Buffer.alloc(stride * height);
  pixels.forEach((pixel, i) => bytes.writeUIntBE(pixel, i * 3, 3));
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const filter = y % 5;
    rows.push(filter);
    for (let x = 0; x < stride; x += 1) {
      const at = y * stride + x;
      const left = x >= 3 ? bytes.readUInt8(at - 3) : 0;
      const up = y > 0 ? bytes.readUInt8(at - stride) : 0;
      const upLeft = x >= 3 && y > 0 ? bytes.readUInt8(at - stride - 3) : 0;
      rows.push((bytes.readUInt8(at) - predictor(filter, left, up, upLeft)) & 0xff);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, options.interlace ?? 0], 8);
  const data = deflateSync(Buffer.from(rows));
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The pixels of a palette PNG as toPalettePng writes it (one IDAT, rows unfiltered). */
function palettePixels(png: Buffer) {
  expect(png.readUInt8(25)).toBe(3);
  const width = png.readUInt32BE(16);
  const plteLength = png.readUInt32BE(33);
  const palette = png.subarray(41, 41 + plteLength);
  const idatAt = 41 + plteLength + 4;
  const rows = inflateSync(png.subarray(idatAt + 8, idatAt + 8 + png.readUInt32BE(idatAt)));
  const pixels: number[] = [];
  rows.forEach((byte, i) => {
    if (i % (width + 1) === 0) expect(byte).toBe(0);
    else pixels.push(palette.readUIntBE(byte * 3, 3));
  });
  return pixels;
}

function distance(a: number, b: number) {
  return Math.hypot(
    (a >> 16) - (b >> 16),
    ((a >> 8) & 0xff) - ((b >> 8) & 0xff),
    (a & 0xff) - (b & 0xff),
  );
}

// 10 × 10 pixels that differ from their neighbours every way, so that every filter predicts
// something: 100 colours.
const FEW = Array.from({ length: 100 }, (_, i) => ((i * 2_654_435_761) >>> 8) & 0xffffff);

describe("pngPalette", () => {
  it("reads an RGB PNG whatever filter each row has", () => {
    const { width, height, pixels } = readPng(rgbPng(10, FEW));
    expect([width, height]).toEqual([10, 10]);
    expect([...pixels]).toEqual(FEW);
  });

  it("keeps a picture of 256 colours or fewer exactly", () => {
    expect(palettePixels(toPalettePng(rgbPng(10, FEW)))).toEqual(FEW);
  });

  it("draws a picture of more colours with 256, close, and a rare distinct one kept", () => {
    // 1,024 greys in a gradient, and one red pixel among them.
    const greys = Array.from({ length: 4096 }, (_, i) => {
      const level = Math.floor(i / 16);
      return (level << 16) | (level << 8) | Math.min(255, level + (i % 4));
    });
    greys[2000] = 0xff0000;
    expect(new Set(greys).size).toBeGreaterThan(256);
    expect(choosePalette(Uint32Array.from(greys))).toHaveLength(256);
    const drawn = palettePixels(toPalettePng(rgbPng(64, greys)));
    expect(drawn[2000]).toBe(0xff0000);
    expect(Math.max(...greys.map((pixel, i) => distance(pixel, drawn[i] ?? -1)))).toBeLessThan(4);
  });

  it("refuses a PNG it cannot read rather than redraw it wrong", () => {
    expect(() => toPalettePng(Buffer.from("GIF89a"))).toThrow("Not a PNG");
    expect(() => toPalettePng(rgbPng(10, FEW, { interlace: 1 }))).toThrow("Unsupported PNG");
  });
});
