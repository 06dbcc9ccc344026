// R51: 'Carnet' on the profile — the member's card at credit-card size (the gym's name and colours,
// the member's name, plan and the QR of the card's page '/m/{token}'), 'Imprimir carnet', a PNG to
// send by WhatsApp, and 'Renovar carnet' (Administrador), after which the old card stops working.
// R52: the member's photo on the card and its PNG, when there is one. 'Imprimir carnet' prints the
// card alone, at its real size (print.css: body.printing-card).
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import QRCode from 'qrcode';
import { message, type MemberCard, type MemberProfile } from '@gym/domain';
import { ApiError, send } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useMay } from '../../../stores/session-store';
import { usePublicSettingsStore } from '../../../stores/public-settings-store';
import { memberPhotoUrl } from '../../../components/member-photo';

const CARD_WIDTH = 856;
const CARD_HEIGHT = 540;

function useMemberCard(memberId: string) {
  const [card, setCard] = useState<MemberCard | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    send('getMemberCard', { params: { id: memberId }, fallback: 'SERVER.ERROR' })
      .then((found) => live && setCard(found))
      .catch((failure: unknown) => {
        if (live) setCard(failure instanceof ApiError && failure.status === 404 ? null : undefined);
      });
    return () => {
      live = false;
    };
  }, [memberId, version]);
  const load = useCallback(() => setVersion((current) => current + 1), []);
  return { card, load };
}

/** R52: the member's photo (same site, so the canvas stays exportable); null when it cannot be read. */
async function photoBitmap(url: string): Promise<ImageBitmap | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return await createImageBitmap(image);
  } catch {
    return null;
  }
}

/** 'Imprimir carnet': the card alone on the sheet (print.css), the rest of the page left out. */
function printCard(): void {
  document.body.classList.add('printing-card');
  const done = () => {
    document.body.classList.remove('printing-card');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** The card drawn on a canvas (credit-card proportions), for the PNG. */
async function cardImage(gym: string, profile: MemberProfile, url: string): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no canvas');
  context.fillStyle = '#1c7ed6';
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = '#ffffff';
  context.fillRect(24, 110, CARD_WIDTH - 48, CARD_HEIGHT - 134);
  context.font = 'bold 44px sans-serif';
  context.fillText(gym, 32, 72, CARD_WIDTH - 64);
  context.fillStyle = '#212529';
  const photo = profile.photo === null ? null : await photoBitmap(memberPhotoUrl(profile.id, profile.photo));
  const textLeft = photo === null ? 48 : 248;
  if (photo !== null) {
    const scale = Math.min(180 / photo.width, 240 / photo.height);
    context.drawImage(photo, 48, 140, photo.width * scale, photo.height * scale);
    photo.close();
  }
  context.font = 'bold 40px sans-serif';
  context.fillText(profile.name, textLeft, 190, 440 - (textLeft - 48));
  context.font = '32px sans-serif';
  context.fillText(profile.planName, textLeft, 250, 440 - (textLeft - 48));
  const qr = new Image();
  qr.src = await QRCode.toDataURL(url, { margin: 1, width: 360 });
  await qr.decode();
  context.drawImage(qr, CARD_WIDTH - 400, 130, 360, 360);
  return canvas.toDataURL('image/png');
}

export function MemberCardCard({ profile }: { readonly profile: MemberProfile }) {
  const { card, load } = useMemberCard(profile.id);
  const mayRenew = useMay('members.renewCard');
  const gym = usePublicSettingsStore((state) => state.gymName);
  const [qr, setQr] = useState<string | null>(null);
  // R51: the configured public address when there is one, so a card works whichever address printed it.
  const site = usePublicSettingsStore((state) => state.publicUrl) ?? window.location.origin;
  const url = card ? `${site}${card.path}` : null;

  useEffect(() => {
    if (url === null) return;
    void QRCode.toDataURL(url, { margin: 1, width: 240 }).then(setQr);
  }, [url]);

  const issue = async (renew: boolean) => {
    try {
      await send('issueMemberCard', { params: { id: profile.id }, fallback: 'MEMBER_CARD.ISSUE_FAILED' });
      notifySuccess(message(renew ? 'MEMBER_CARD.RENEWED_DONE' : 'MEMBER_CARD.ISSUED_DONE'));
      load();
    } catch (failure) {
      notifyFailure(failure, 'MEMBER_CARD.ISSUE_FAILED');
    }
  };
  const renew = () =>
    modals.openConfirmModal({
      title: message('MEMBER_CARD.RENEW'),
      children: <Text size="sm">{message('MEMBER_CARD.RENEW_CONFIRM')}</Text>,
      labels: { confirm: message('MEMBER_CARD.RENEW'), cancel: message('COMMON.CANCEL') },
      confirmProps: { 'data-testid': 'confirm-renew-card' },
      onConfirm: () => void issue(true),
    });
  const download = async () => {
    if (url === null) return;
    const link = document.createElement('a');
    link.href = await cardImage(gym, profile, url);
    link.download = `${message('MEMBER_CARD.FILE')}-${profile.name.replace(/\s+/g, '-')}.png`;
    link.click();
  };

  return (
    <Paper withBorder p="md" data-testid="card-member-card">
      <Title order={3} size="h5" mb="sm">
        {message('MEMBER_CARD.TITLE')}
      </Title>
      {card === null && (
        <Group>
          <Text size="sm" c="dimmed">
            {message('MEMBER_CARD.NONE')}
          </Text>
          <Button size="sm" onClick={() => void issue(false)} data-testid="issue-card">
            {message('MEMBER_CARD.ISSUE')}
          </Button>
        </Group>
      )}
      {card && (
        <Stack gap="sm">
          <div className="member-card" data-testid="member-card">
            <div className="member-card-gym">{gym}</div>
            <div className="member-card-body">
              {profile.photo !== null && (
                <img
                  src={memberPhotoUrl(profile.id, profile.photo)}
                  alt={message('MEMBER_CARD.PHOTO_ALT', { nombre: profile.name })}
                  className="member-card-photo"
                  data-testid="member-card-photo"
                />
              )}
              <div className="member-card-text">
                <div className="member-card-name">{profile.name}</div>
                <div>{profile.planName}</div>
              </div>
              {qr && (
                <img src={qr} alt={message('MEMBER_CARD.QR_ALT')} className="member-card-qr" data-testid="card-qr" />
              )}
            </div>
          </div>
          <Group gap="xs" className="print-hidden">
            <Button size="sm" onClick={printCard} data-testid="print-card">
              {message('MEMBER_CARD.PRINT')}
            </Button>
            <Button size="sm" variant="default" onClick={() => void download()} data-testid="download-card">
              {message('MEMBER_CARD.DOWNLOAD')}
            </Button>
            {mayRenew && (
              <Button size="sm" variant="light" color="red" onClick={renew} data-testid="renew-card">
                {message('MEMBER_CARD.RENEW')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
