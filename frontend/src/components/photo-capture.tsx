// R52: 'Tomar foto' (the device's camera, asked for only when pressed; 'Capturar' takes the frame)
// and 'Subir foto' (a file; on a phone it also offers its camera). Either way the photo is resized
// in the browser to 512 px before `onPhoto` gets it.
import { useEffect, useRef, useState } from 'react';
import { Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { message } from '@gym/domain';
import { openCamera, stopCamera } from '../lib/camera';
import { photoFromFile, photoFromVideo } from '../lib/photo-resize';
import { notifyRefusal } from '../lib/notify';

interface PhotoCaptureProps {
  readonly onPhoto: (photo: Blob) => void | Promise<void>;
  readonly busy?: boolean;
  readonly disabled?: boolean;
}

function CameraDialog({ onClose, onPhoto }: { readonly onClose: () => void; readonly onPhoto: (photo: Blob) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    openCamera('user')
      .then((opened) => {
        if (!live) {
          stopCamera(opened);
          return;
        }
        stream.current = opened;
        if (video.current) {
          video.current.srcObject = opened;
          void video.current.play().catch(() => undefined);
        }
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      stopCamera(stream.current);
      stream.current = null;
    };
  }, []);

  const capture = async () => {
    if (!video.current) return;
    try {
      onPhoto(await photoFromVideo(video.current));
      onClose();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Modal opened onClose={onClose} title={message('PHOTO.TAKE')} centered>
      <Stack>
        {failed ? (
          <Text size="sm" c="red.8" role="alert">
            {message('PHOTO.CAMERA_DENIED')}
          </Text>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            autoPlay
            onLoadedData={() => setReady(true)}
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
            data-testid="photo-camera"
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {message('PHOTO.CANCEL')}
          </Button>
          <Button onClick={() => void capture()} disabled={!ready || failed} data-testid="photo-capture">
            {message('PHOTO.CAPTURE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PhotoCapture({ onPhoto, busy = false, disabled = false }: PhotoCaptureProps) {
  const [camera, setCamera] = useState(false);
  const upload = async (file: File | null) => {
    if (file === null) return;
    try {
      await onPhoto(await photoFromFile(file));
    } catch {
      notifyRefusal(message('PHOTO.NOT_READABLE'));
    }
  };
  return (
    <>
      <Group gap="xs">
        <Button size="sm" onClick={() => setCamera(true)} loading={busy} disabled={disabled} data-testid="photo-take">
          {message('PHOTO.TAKE')}
        </Button>
        <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp" disabled={disabled}>
          {(props) => (
            <Button {...props} size="sm" variant="default" disabled={disabled || busy} data-testid="photo-upload">
              {message('PHOTO.UPLOAD')}
            </Button>
          )}
        </FileButton>
      </Group>
      {camera && <CameraDialog onClose={() => setCamera(false)} onPhoto={(photo) => void onPhoto(photo)} />}
    </>
  );
}
