// The device's camera, asked for only when someone presses 'Tomar foto' or 'Escanear con cámara'
// (R51, R52): the browser asks permission then, and the camera is released when the dialog closes.
// Browsers give it only on https or on this same machine (localhost): elsewhere `openCamera` fails
// and the screens say so, offering 'Subir foto' or the scanner instead.

export type Facing = 'user' | 'environment';

export async function openCamera(facing: Facing): Promise<MediaStream> {
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (devices === undefined) throw new Error('no camera');
  return devices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: facing }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
