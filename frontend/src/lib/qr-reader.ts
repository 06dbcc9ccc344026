// R51: reading a QR from the camera's video at Ingreso: the browser's BarcodeDetector where it has
// one for QR codes (Android, ChromeOS, macOS), else jsQR, loaded only then (its own chunk: the
// login and the entry screens never carry it).

/** Reads the QR in the video's current frame, if any. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<readonly { readonly rawValue: string }[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The longest side a frame is scaled to for jsQR: enough for a card held 20–40 cm away, and fast. */
const FRAME_SIDE = 720;

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector === undefined) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('no canvas');
  return (video) => {
    const { videoWidth, videoHeight } = video;
    if (videoWidth === 0 || videoHeight === 0) return Promise.resolve(null);
    const scale = Math.min(1, FRAME_SIDE / Math.max(videoWidth, videoHeight));
    const width = Math.round(videoWidth * scale);
    const height = Math.round(videoHeight * scale);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return Promise.resolve(jsQR(frame.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null);
  };
}

export async function qrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? jsQrReader();
}
