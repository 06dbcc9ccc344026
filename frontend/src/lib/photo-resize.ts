// R52: a photo made small in the browser before it is sent: at most 512 px on its longest side, as a
// JPEG (every browser encodes it); the server checks it again and stores its own re-encoding.
import { MEMBER_PHOTO_MAX_SIDE } from '@gym/domain';

const QUALITY = 0.88;

function sized(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MEMBER_PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function drawn(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const size = sized(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.reject(new Error('no canvas'));
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no image'))), 'image/jpeg', QUALITY),
  );
}

/** The video's current frame (the camera's), resized. */
export function photoFromVideo(video: HTMLVideoElement): Promise<Blob> {
  return drawn(video, video.videoWidth, video.videoHeight);
}

/** A chosen file (JPEG, PNG, WebP…), turned upright and resized; rejects when the browser cannot read it. */
export async function photoFromFile(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return await drawn(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
