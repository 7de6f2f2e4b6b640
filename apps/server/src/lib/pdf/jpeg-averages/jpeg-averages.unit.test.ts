import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { meanDifference } from '../../../test/pixels.ts';
import { decodeJpegAverages } from './jpeg-averages.ts';

// 64 × 48 px, progressive, 4:2:0, a restart marker after every row of blocks (libjpeg-turbo's
// cjpeg -progressive -restart 1 -sample 2x2): sharp cannot write restart markers.
const WITH_RESTARTS = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wgARCAAwAEADASIAAhEBAxEB/8QAGAABAQEBAQAAAAAAAAAAAAAABQQDBwj/xAAYAQEBAQEBAAAAAAAAAAAAAAAGBQQHA//dAAQABP/aAAwDAQACEAMQAAAB8/VK2vpwyiVs1YVSzbNWG0q2+Cr/0OeIMVVOfG7LJ4VYyKVOBYUgzThV/wD/0dLUkJPDirWN8isy5VDIqGtSQlLf/8QAGhAAAgMBAQAAAAAAAAAAAAAAAgMAARMEFP/dAAQACP/aAAgBAQABBQLOmChGU8tsLOmChGU8tsLOmChGU//QHkygo9EEcoPJlBR6II5QeTKCj0T/0VLthWjKJ5aYKl2wrRlE8tMFS7YVoyn/0s6YKEZTy2ws6YKEZTy2ws6YKEZT/9MeTKCj0QRyg8mUFHogjlB5MoKPRP/UUu2FaMonlpgqXbCtGUTy0wVLthWjKf/EAB4RAAICAQUBAAAAAAAAAAAAAAEEABExIUFRgaHw/90ABAAE/9oACAEDAQE/AVmhVDEWaxfUWaN2MxZoVQOk/9BZrfyLNfcRZra+4s1v5P/RWaN0TrFmuO4s0Ks4izRujmf/xAAuEQABAQQIBQQDAQAAAAAAAAABAwIEERIAEzEyQUJikSNDUVLwITOi4oKjstH/2gAIAQIBAT8BVelisFVRB5F1nAjybMLKF4lrKr1m97T1l+XdZuqsiUQkq1B2F1rEnybKLKKvSxWCqog8i6zgR5NmFlP/0G1peFWTR53bpj9he3beJtMv7/8AY/le3bepeLVzR5Pbqh9Re3bWl4VZNHndumP2F7f/0S9IlFpVIQdheZxJ6/zmFlFXiWrrfWb2dPSb491m5WWKzSSTUHkXmsCPJcosoXpEotKpCDsLzOJPkuYWU//EAB0QAAIDAQADAQAAAAAAAAAAAAABAhESISIxUVL/3QAEAAj/2gAIAQEABj8CzHrPLlmoq0Zj1nlyzUVaMx6zy5Z//9DXuj80Zq6Ne6PzRmro17o+Uf/RUZdQs8sUpK2KMuoWeWKUlbFGXULPLP/SzHrPLlmoq0Zj1nlyzUVaMx6zy5Z//9PXuj5Rmro17o+UZq6Ne6PzR//UUZdQs8sUpK2KMuoWeWKUlbFGXULPLP/EABwQAAICAwEBAAAAAAAAAAAAAAARATEhQVGhYf/aAAgBAQABPyFpkagyV4bGjDUjTI1Bkrw2NGGpGmRqDJXhs//Q3/wSOT1Pfhv/AIJHJ6nvw3/wSOT3P//RzQNwiq9NjIDcmaBuEVXpsZAdmaBuEVXps//SmUyFQjJXhsaMNSTKZCoRkrw2NGGpJlMhUIyV4bP/09/8Ejk9z35Rv/gkcnue/KN/8Ejk9T//1M0DcFV6bGwG5M0DcFV6bGwG5M0DcFV6bP/dAAQABP/aAAwDAQACAAMAAAAQryQc/9AtGbT/0Yyo/P/EACERAAEEAQQDAQAAAAAAAAAAABEAAUHwYSExcbFRkaGB/9oACAEDAQE/EGhGbyaIRdTb25+eE2/RaBRKacheTRC//9Ao2ds1oQxqTV02RhodsV4RRs7ZrQv/0WDMC8CmEclt7cffCZM4LSaZTBjmLwKYX//EAB4RAAICAgMBAQAAAAAAAAAAAAERIVExcQCBkUGh/9oACAECAQE/EA/wkO6ySyGjoIvI8sruhpovlngn4pjusEIlM6CbD/CQ7rJLIaOgi//Q7HSfsKaS0Z4sfnDzHvd8dKoPyFNN7M8djpP2FNJaM8f/0S9ykeqgLJTOwi85wwuqGmz+2eAdgmeqgAiGjsJsvcpHqogslM7CL//EACAQAAICAgIDAQEAAAAAAAAAAAERACExYVFxQZGhgdH/3QAEAAj/2gAIAQEAAT8QJEUaCGiznqa+tibx2IakTYA0F52ISIo0ENFnPU19bE3jsQ1AmwBoLz1CRFGghos56mtrYm8dif/Qq/ajrL3K39B+uJX/AGqbvC3Kv2o6y9yt/QfriLj9qm7x+yr9qOsvcrf1H64n/9E5FmgGgxjqb2tiSy+TLSJsIaKGNCGIs0A0GLHU3tbEll8mWkS2IaK8aEMRZoBoMWOpta2JLPZn/9IpFOwGizZ0Jr62JvD5ENSJsAaC89QpFOwGizZ0Jr62JvD5ENSJsAaC89QpFOwGizZ0Jr62JvD5E//TrfajrL3K3xWfriV/2tneL5lb7UdZe5W+Kz9cSt+1s7xfMrfajrL3K3wWfrif/9Q5FmgBoPI6m9rYksvkywibCGivGhDkWaAGg8jqb2tiSy+TLCJsIaK8aEORZoAaDyOpt62JLL5M/9k=',
  'base64',
);

// 43 × 29 px, luma at twice the chroma's width (2x1), each component's averages in a pass
// of its own, a restart marker after every block, the averages' low bit in a second pass
// (cjpeg -scans … -restart 1B -sample 2x1). ODD_SIZE_AVERAGES is what libjpeg-turbo gives
// for it at 1/8 scale (djpeg -scale 1/8), row by row.
const ODD_SIZE = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wgARCAAdACsDASEAAhEBAxEB/8QAGQABAQADAQAAAAAAAAAAAAAABgUCBAcD/90ABAAB/9oACAEBAAAAAff/0Kn/0UX/0mH/033/1Ok//9WL/9bT/9fL/9Ch/9G9/9JR/9MJ/9Ql/9WB/9ad/9fD/9DY/9Hk/wD/0ua//9MH/9Qj/9U//9aV/8QAFwEAAwEAAAAAAAAAAAAAAAAAAwUGBP/aAAgBAhAAAAFD/9Cb/9GW/9IH/9PH/9Rb/9Vj/9bX/9c3/9Cm/9Gg/9J3/8QAGAEAAwEBAAAAAAAAAAAAAAAABQYHAAL/2gAIAQMQAAABn3//0A//0SH/0lX/09//1Gf/1Rn/1i//137/0Ov/0Wz/0qn/AP/EACAQAAEEAgMBAQEAAAAAAAAAAAAEBSIxA6EBAiFREtH/2gAIAQEAAT8ARvlTP//QRvlTP//RRvlTP//SRvlTP//TRvlTP//U6PkeJn//1Ub5U9n/1kb5U9n/10b5U9n/0Eb5U9n/0Ub5U9n/0uj5Hiez/9NG+VPZ/9RG+VPZ/9VG+VPZ/9ZG+VPZ/9dG+VPZ/9Do+R4ns//RRuGfz0//0kjhn+n/00bhn+n/1Ebhn89P/9VG4Z/PT//W6OGf88f0/8QAGBEAAwEBAAAAAAAAAAAAAAAAAAIEYQP/2gAIAQIBAT8AeHD/0Hiw/9Foj//SeLD/03iP/9R4sP/VeLD/1niw/9dosP/QedD/0ek6n//SadT/xAAbEQACAwEBAQAAAAAAAAAAAAAABAUhMQIiEv/aAAgBAwEBPwCISyj/0IdLKP/RjUvGH//Sh0so/9OHSyj/1I1Lxh//1YhLKP/Wh0sP/9eNS8H/0Ihfmj//0Ydfij//0o1fj4P/2gAIAQEAAAAQf//Q/wD/0f8A/9L/AP/T/wD/1H//1f8A/9Z//9d//9B//9F//9L/AP/T/wD/1P8A/9X/AP/W/wD/13//0H//0f8A/9L/AP/T/wD/1H//1X//1n//2gAIAQIAAAAQ/wD/0P8A/9F//9L/AP/Tf//U/wD/1X//1v8A/9d//9B//9H/AP/Sf//aAAgBAwAAABB//9D/AP/Rf//Sf//Tf//Uf//V/wD/1n//1/8A/9D/AP/Rf//S/wD/2Q==',
  'base64',
);
const ODD_SIZE_AVERAGES = [
  64, 176, 94, 74, 186, 104, 129, 176, 106, 139, 186, 116, 192, 177, 120, 200, 185, 128, 66, 133, 100, 76, 143, 110,
  130, 133, 114, 140, 143, 124, 192, 135, 128, 199, 142, 135, 64, 90, 107, 75, 101, 118, 129, 90, 121, 140, 101, 132,
  192, 91, 135, 200, 99, 143, 65, 51, 113, 76, 62, 124, 129, 51, 126, 140, 62, 137, 192, 52, 139, 200, 60, 147,
];

/** A photograph-like test card: gradients, and squares with sharp colour edges. */
function testCard(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, at = 0; y < height; y++) {
    for (let x = 0; x < width; x++, at += 3) {
      pixels[at] = (255 * x) / width;
      pixels[at + 1] = (255 * y) / height;
      pixels[at + 2] = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 ? 40 : 210;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * What the averages should be: sharp's full decode, averaged over each square of `block`
 * pixels (cut at the edges).
 */
async function blockMeans(jpeg: Uint8Array, block = 8) {
  const grey = (await sharp(jpeg).metadata()).channels === 1;
  const decoded = sharp(jpeg).toColourspace(grey ? 'b-w' : 'srgb');
  const { data, info } = await decoded.raw().toBuffer({ resolveWithObject: true });
  const [width, height, channels] = [Math.ceil(info.width / block), Math.ceil(info.height / block), info.channels];
  const sums = new Float64Array(width * height * channels);
  const counts = new Float64Array(width * height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = Math.floor(y / block) * width + Math.floor(x / block);
      counts[at]! += 1;
      for (let c = 0; c < channels; c++) sums[at * channels + c]! += data[(y * info.width + x) * channels + c]!;
    }
  }
  return { width, height, channels, pixels: sums.map((sum, index) => sum / counts[Math.floor(index / channels)]!) };
}

/** The averages of 2 × 2 neighbours (the last row or column alone where the size is odd). */
function halve({
  pixels,
  width,
  height,
  channels,
}: {
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: number;
}) {
  const [halfWidth, halfHeight] = [Math.ceil(width / 2), Math.ceil(height / 2)];
  const sums = new Float64Array(halfWidth * halfHeight * channels);
  const counts = new Float64Array(halfWidth * halfHeight);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = Math.floor(y / 2) * halfWidth + Math.floor(x / 2);
      counts[at]! += 1;
      for (let c = 0; c < channels; c++) sums[at * channels + c]! += pixels[(y * width + x) * channels + c]!;
    }
  }
  return sums.map((sum, index) => sum / counts[Math.floor(index / channels)]!);
}

/** The photograph's size, as the caller (the PDF) declares it. */
async function sizeOf(jpeg: Uint8Array) {
  const { width, height } = await sharp(jpeg).metadata();
  return { width: width!, height: height! };
}

async function expectAverages(jpeg: Uint8Array, tolerance: number) {
  const averages = decodeJpegAverages(jpeg, { size: await sizeOf(jpeg) });
  const expected = await blockMeans(jpeg);
  expect(averages).toMatchObject({ width: expected.width, height: expected.height, channels: expected.channels });
  expect(meanDifference(averages!.pixels, expected.pixels)).toBeLessThan(tolerance);
  return averages!;
}

/** Colour at half resolution: the averages are exact at half their size (16 × 16 pixels a sample). */
async function expectHalfDetailAverages(jpeg: Uint8Array, tolerance: number) {
  const averages = decodeJpegAverages(jpeg, { size: await sizeOf(jpeg) })!;
  expect(averages.detail).toEqual({ width: Math.ceil(averages.width / 2), height: Math.ceil(averages.height / 2) });
  expect(meanDifference(halve(averages), (await blockMeans(jpeg, 16)).pixels)).toBeLessThan(tolerance);
  return averages;
}

/** Where the first segment with this marker starts (its 0xff). */
function segmentAt(jpeg: Uint8Array, marker: number): number {
  for (let at = 2; at + 4 <= jpeg.length; at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!)) {
    if (jpeg[at + 1] === marker) return at;
    expect(jpeg[at + 1]).not.toBe(0xda); // coded data follows a scan header: not walked here
  }
  throw new Error(`no marker ${marker.toString(16)}`);
}

/** Where the data after the last pass of averages (spectral selection 0–0) ends. */
function afterLastAveragesPass(jpeg: Uint8Array): number {
  let end = -1;
  for (let at = 2; at + 1 < jpeg.length; at++) {
    if (jpeg[at] !== 0xff || jpeg[at + 1] !== 0xda) continue;
    const count = jpeg[at + 4]!;
    const spectral = at + 5 + 2 * count;
    if (jpeg[spectral] === 0 && jpeg[spectral + 1] === 0) end = at;
  }
  for (let at = end + 2; at + 1 < jpeg.length; at++) {
    const next = jpeg[at + 1]!;
    if (jpeg[at] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7)) return at;
  }
  return jpeg.length;
}

describe('a progressive JPEG’s block averages', () => {
  it('are its picture at 1/8 of its size, in RGB', async () => {
    const card = testCard(1001, 667);
    const full = await expectAverages(
      await card.clone().jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(),
      1,
    );
    expect(full).toMatchObject({ width: 126, height: 84, channels: 3 });
    expect(full.of).toEqual({ width: 1001, height: 667 });
    expect(full.detail).toEqual({ width: 126, height: 84 });
  });

  it('of a photograph with colour at half resolution are exact at 1/16 of its size', async () => {
    const card = testCard(1001, 667);
    await expectHalfDetailAverages(
      await card.clone().jpeg({ progressive: true, chromaSubsampling: '4:2:0' }).toBuffer(),
      1,
    );
    await expectHalfDetailAverages(await card.clone().jpeg({ progressive: true, mozjpeg: true }).toBuffer(), 1);
    // Asked for more detail than that: known from the header, nothing decoded.
    const jpeg = await card.clone().jpeg({ progressive: true, chromaSubsampling: '4:2:0' }).toBuffer();
    const size = { width: 1001, height: 667 };
    expect(decodeJpegAverages(jpeg, { size, detail: { width: 100, height: 40 } })).toBeUndefined();
    expect(decodeJpegAverages(jpeg, { size, detail: { width: 63, height: 42 } })).toBeDefined();
  });

  it('of a grey photograph are one channel', async () => {
    const grey = await testCard(640, 480).toColourspace('b-w').jpeg({ progressive: true }).toBuffer();
    expect((await expectAverages(grey, 1)).channels).toBe(1);
  });

  it('are read across restart markers', async () => {
    expect(await expectHalfDetailAverages(WITH_RESTARTS, 2)).toMatchObject({ width: 8, height: 6 });
  });

  it('match libjpeg’s own 1/8-scale decoding, passes per component and restarts included', () => {
    const averages = decodeJpegAverages(ODD_SIZE, { size: { width: 43, height: 29 } });
    expect(averages).toMatchObject({ width: 6, height: 4, channels: 3, detail: { width: 3, height: 4 } });
    const differences = [...averages!.pixels].map((value, index) => Math.abs(value - ODD_SIZE_AVERAGES[index]!));
    // Rounding in the colour conversion: libjpeg's fixed-point arithmetic against ours.
    expect(Math.max(...differences)).toBeLessThanOrEqual(2);
  });

  it('are not read from a baseline JPEG, which interleaves them with the detail', async () => {
    const baseline = await testCard(320, 240).jpeg({ progressive: false }).toBuffer();
    expect(decodeJpegAverages(baseline, { size: { width: 320, height: 240 } })).toBeUndefined();
  });

  it('are not read from what is not a JPEG, or from damaged headers', async () => {
    const jpeg = await testCard(320, 240).jpeg({ progressive: true }).toBuffer();
    const size = { width: 320, height: 240 };
    expect(decodeJpegAverages(jpeg, { size })).toBeDefined();
    expect(decodeJpegAverages(new Uint8Array(0), { size })).toBeUndefined();
    expect(decodeJpegAverages(Buffer.from('%PDF-1.7 not a photograph'), { size })).toBeUndefined();
    // Not the size the caller was told: not decoded (a lie cannot make it allocate more).
    expect(decodeJpegAverages(jpeg, { size: { width: 320, height: 241 } })).toBeUndefined();
    // A Huffman table with more codes than its lengths allow (one code of the longest length
    // made a 1-bit code instead), as libjpeg refuses it.
    const dht = segmentAt(jpeg, 0xc4);
    expect(jpeg[dht + 4]! >> 4).toBe(0); // the table of the averages' first pass
    const overfull = Uint8Array.from(jpeg);
    const counts = overfull.subarray(dht + 5, dht + 21);
    const longest = counts.findLastIndex((count) => count > 0);
    expect(longest).toBeGreaterThan(0);
    counts[longest]! -= 1;
    counts[0]! += 1;
    expect(decodeJpegAverages(overfull, { size })).toBeUndefined();
  });

  it('refuse a pass that repeats one already read, so the work stays one pass per bit', async () => {
    const jpeg = await testCard(320, 240).jpeg({ progressive: true }).toBuffer();
    // The first pass's header a thousand times over, with no data: a 10 KB file that
    // would otherwise make the decoder walk every block a thousand times.
    const sos = segmentAt(jpeg, 0xda);
    const header = jpeg.subarray(sos, sos + 2 + ((jpeg[sos + 2]! << 8) | jpeg[sos + 3]!));
    const repeated = Buffer.concat([
      jpeg.subarray(0, sos),
      ...Array.from({ length: 1000 }, () => header),
      jpeg.subarray(sos),
    ]);
    expect(decodeJpegAverages(repeated, { size: { width: 320, height: 240 } })).toBeUndefined();
  });

  it('stop at the last pass of averages: damage after it changes nothing, damage anywhere never throws', async () => {
    const jpeg = await testCard(320, 240).jpeg({ progressive: true }).toBuffer();
    const size = { width: 320, height: 240 };
    const intact = decodeJpegAverages(jpeg, { size })!;
    const detailStarts = afterLastAveragesPass(jpeg);
    expect(detailStarts).toBeLessThan(jpeg.length * 0.9);
    let seed = 7;
    const random = (below: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below;
    for (let round = 0; round < 100; round++) {
      const damaged = Uint8Array.from(jpeg);
      damaged[detailStarts + random(jpeg.length - detailStarts)] = random(256);
      expect(decodeJpegAverages(damaged, { size })).toEqual(intact);
    }
    for (let round = 0; round < 300; round++) {
      const damaged = Uint8Array.from(jpeg.subarray(0, round % 3 === 0 ? random(jpeg.length) : jpeg.length));
      for (let n = 0; n < 1 + random(8); n++) damaged[random(damaged.length)] = random(256);
      expect(() => decodeJpegAverages(damaged, { size })).not.toThrow();
    }
  });
});
