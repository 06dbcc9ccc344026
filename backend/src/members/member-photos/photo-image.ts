// R52: what the server makes of an uploaded photo. The type is read from the content (the first
// bytes: JPEG, PNG or WebP; never the file's name or the type the browser declared), so an SVG, a
// PDF or anything renamed never reaches the image library. The dimensions are read from the header
// (sharp's metadata, which decodes no pixels) and an image of more than 40 megapixels is refused
// before it is decompressed (a 20,000 × 20,000 PNG of a few KB would take 1.6 GB); sharp's own
// `limitInputPixels` stands behind it. The photo is then turned upright (EXIF orientation), resized to
// at most 512 px and re-encoded as WebP: nothing of the file's metadata (EXIF, GPS, ICC) is kept.
import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { MEMBER_PHOTO_MAX_SIDE } from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { onFirstUse } from '../../shared/on-first-use.js';

/** More than a 40-megapixel phone camera's photo is not a member's photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const loadSharp = onFirstUse(async () => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
});

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes begin with, or null for anything else (an SVG, a PDF, a GIF, text…). */
export function photoFormatOf(bytes: Buffer): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface NormalisedPhoto {
  /** WebP, at most 512 px on its longest side, without metadata. */
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly width: number;
  readonly height: number;
}

const notAnImage = (): AppError => new AppError('PHOTO.NOT_AN_IMAGE', {}, 'photo');

/** Checks and re-encodes an uploaded photo; refuses (400, field 'photo') what is not one. */
export async function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  if (bytes.length === 0) throw new AppError('PHOTO.REQUIRED', {}, 'photo');
  const format = photoFormatOf(bytes);
  if (format === null) throw notAnImage();
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 } as const;
  let header: Metadata;
  try {
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (header.format !== format) throw notAnImage();
  const { width, height } = header;
  if (!width || !height) throw notAnImage();
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('PHOTO.TOO_MANY_PIXELS', {}, 'photo');
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, options)
      .rotate()
      .resize(MEMBER_PHOTO_MAX_SIDE, MEMBER_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage();
  }
  const sha256 = createHash('sha256').update(output.data).digest('hex');
  return { bytes: output.data, sha256, width: output.info.width, height: output.info.height };
}
