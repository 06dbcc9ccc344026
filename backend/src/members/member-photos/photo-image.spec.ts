// R52: the server's check of an uploaded photo: the type by content, the dimensions from the header
// (a huge image refused before it is decompressed), resized to 512 px and re-encoded without metadata.
import sharp from 'sharp';
import { hugePng } from './huge-png.fixture.js';
import { MAX_INPUT_PIXELS, normalisePhoto, photoFormatOf } from './photo-image.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

describe('R52: an uploaded photo, checked and re-encoded', () => {
  it('R52: a JPEG of 2000 × 1000 is stored as a WebP of 512 × 256', async () => {
    const jpeg = await solid(2000, 1000).jpeg().toBuffer();
    const photo = await normalisePhoto(jpeg);
    expect(photoFormatOf(photo.bytes)).toBe('webp');
    expect([photo.width, photo.height]).toEqual([512, 256]);
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
    const meta = await sharp(photo.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);
  });

  it('R52: a small PNG is not enlarged; a WebP is read too', async () => {
    expect((await normalisePhoto(await solid(300, 400).png().toBuffer())).height).toBe(400);
    expect((await normalisePhoto(await solid(600, 600).webp().toBuffer())).width).toBe(512);
  });

  it('R52: the EXIF of the upload (camera, GPS) is not kept; the photo is turned upright', async () => {
    const jpeg = await solid(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Cámara', Model: 'Secreta' } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('Secreta'))).toBe(true);
    const photo = await normalisePhoto(jpeg);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.bytes.includes(Buffer.from('Secreta'))).toBe(false);
    expect([photo.width, photo.height]).toEqual([256, 512]);
  });

  it('R52: an SVG (with a script), a renamed PDF, a GIF or text are not photos', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const gif = await solid(10, 10).gif().toBuffer();
    for (const bytes of [svg, pdf, gif, Buffer.from('hola')])
      await expect(normalisePhoto(bytes)).rejects.toMatchObject({ code: 'PHOTO.NOT_AN_IMAGE' });
  });

  it('R52: a JPEG cut short, or a PNG header over other bytes, is not a photo', async () => {
    const jpeg = await solid(400, 400).jpeg().toBuffer();
    await expect(normalisePhoto(jpeg.subarray(0, 200))).rejects.toMatchObject({ code: 'PHOTO.NOT_AN_IMAGE' });
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
    await expect(normalisePhoto(fake)).rejects.toMatchObject({ code: 'PHOTO.NOT_AN_IMAGE' });
  });

  it('R52: a 20,000 × 20,000 PNG is refused from its header, without decompressing it', async () => {
    const bomb = hugePng(20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const before = process.memoryUsage().rss;
    await expect(normalisePhoto(bomb)).rejects.toMatchObject({ code: 'PHOTO.TOO_MANY_PIXELS' });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('R52: an empty file asks for a photo', async () => {
    await expect(normalisePhoto(Buffer.alloc(0))).rejects.toMatchObject({ code: 'PHOTO.REQUIRED' });
  });
});
