// R51: 'Escanear con cámara' at Ingreso. The camera is asked for only when pressed and released when
// the dialog closes. A QR that is this site's card gives its token to the desk's search, as a
// scanner's would; a cédula, another site's address or any other text is refused with its reason
// (readCardScan) and never followed or opened.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { message, readCardScan, type CardScan } from '@gym/domain';
import { openCamera, stopCamera } from '../../../lib/camera';
import { qrReader } from '../../../lib/qr-reader';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';

/** How often a frame is read. */
const READ_EVERY_MS = 150;

function refusalOf(scan: Exclude<CardScan, { kind: 'card' }>): string {
  switch (scan.kind) {
    case 'cedula':
      return message('CHECK_IN.SCAN_CEDULA');
    case 'other-site':
      return message('CHECK_IN.SCAN_OTHER_SITE', { sitio: scan.host });
    case 'not-a-card':
      return message('CHECK_IN.SCAN_NOT_CARD');
  }
}

function ScanDialog({ onClose, onCard }: { readonly onClose: () => void; readonly onCard: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'reading' | 'failed'>('starting');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    // An object, not a `let`: the checks after each await read what the cleanup set meanwhile.
    const run = { live: true };
    const alive = (): boolean => run.live;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let lastRefused = '';
    const start = async () => {
      try {
        stream = await openCamera('environment');
        if (!alive() || video.current === null) return;
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const read = await qrReader();
        if (!alive()) return;
        setState('reading');
        const tick = async () => {
          if (!alive() || video.current === null) return;
          const text = await read(video.current).catch(() => null);
          if (!alive()) return;
          if (text !== null) {
            const { siteAddresses } = usePublicSettingsStore.getState();
            const scan = readCardScan(text, [window.location.origin, ...siteAddresses]);
            if (scan.kind === 'card') {
              onCard(scan.token);
              return;
            }
            if (text !== lastRefused) {
              lastRefused = text;
              setRefusal(refusalOf(scan));
            }
          }
          timer = window.setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch {
        if (alive()) setState('failed');
      }
    };
    void start();
    return () => {
      run.live = false;
      window.clearTimeout(timer);
      stopCamera(stream);
    };
  }, [onCard]);

  return (
    <Modal opened onClose={onClose} title={message('CHECK_IN.SCAN_TITLE')} centered>
      <Stack>
        {state === 'failed' ? (
          <Text size="sm" c="red.8" role="alert" data-testid="scan-no-camera">
            {message('CHECK_IN.SCAN_NO_CAMERA')}
          </Text>
        ) : (
          <>
            <Text size="sm">{message(state === 'starting' ? 'CHECK_IN.SCAN_STARTING' : 'CHECK_IN.SCAN_HINT')}</Text>
            <video
              ref={video}
              muted
              playsInline
              autoPlay
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
              data-testid="scan-camera"
            />
          </>
        )}
        {refusal !== null && (
          <Alert color="red" role="alert" data-testid="scan-refusal">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="scan-close">
            {message('CHECK_IN.SCAN_CLOSE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The button and its dialog; `onCard` gets a card's token (the dialog has closed). */
export function CameraScanButton({ onCard }: { readonly onCard: (token: string) => void }) {
  const [open, setOpen] = useState(false);
  const handler = useRef(onCard);
  useEffect(() => {
    handler.current = onCard;
  }, [onCard]);
  const found = useCallback((token: string) => {
    setOpen(false);
    handler.current(token);
  }, []);
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="check-in-scan-camera">
        {message('CHECK_IN.SCAN_CAMERA')}
      </Button>
      {open && <ScanDialog onClose={() => setOpen(false)} onCard={found} />}
    </>
  );
}
