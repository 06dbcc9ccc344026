// R31 on the profile: 'Terminar congelamiento' / 'Cancelar congelamiento' while a freeze holds or is
// scheduled, else 'Congelar' when R31 allows one. An Administrador's (R33). The rule and the freeze
// form (zod and the date pickers, ~45 kB gzipped) load after the profile's first paint (issue 36):
// meanwhile a disabled 'Congelar' holds the button's place, unless the membership reads expired.
import { Suspense } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { addDays, daysBetween, formatDate, message, type FreezeView, type MemberProfile } from '@gym/domain';
import { useGymToday } from '../../../hooks/use-gym-today';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { lazyNamed } from '../../../lib/lazy-named';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { isVisitsPlanId } from '../../../stores/plan-prices-store';
import { useMay } from '../../../stores/session-store';
import { useProfileWritesStore } from '../profile-writes-store';

const FreezeButtonIfAllowed = lazyNamed(() => import('./freeze-membership'), 'FreezeButtonIfAllowed');

/** The freeze still to come or under way today; an earlier one is over and another may follow. */
export function currentFreeze(profile: MemberProfile, today: string): FreezeView | null {
  return profile.freeze !== null && profile.freeze.frozenUntil >= today ? profile.freeze : null;
}

export function FreezeActions({ profile }: { readonly profile: MemberProfile }) {
  const mayFreeze = useMay('members.freeze');
  const today = useGymToday();
  if (!mayFreeze || isVisitsPlanId(profile.plan)) return null;
  const freeze = currentFreeze(profile, today);
  if (freeze) return <EndFreezeButton profile={profile} freeze={freeze} today={today} />;
  const placeholder =
    profile.status === 'expired' ? null : (
      <Button variant="light" color="blue" fullWidth mt="xs" disabled>
        {message('PROFILE.FREEZE')}
      </Button>
    );
  return (
    <Suspense fallback={placeholder}>
      <FreezeButtonIfAllowed profile={profile} today={today} />
    </Suspense>
  );
}

interface EndFreezeProps {
  readonly profile: MemberProfile;
  readonly freeze: FreezeView;
  readonly today: string;
}

/** R31: ends it today (a scheduled one is cancelled whole), saying how many days come back first. */
function EndFreezeButton({ profile, freeze, today }: EndFreezeProps) {
  const scheduled = today < freeze.frozenFrom;
  const label = message(scheduled ? 'PROFILE.UNFREEZE_SCHEDULED' : 'PROFILE.UNFREEZE');
  const notUsed = freeze.days - Math.max(0, daysBetween(freeze.frozenFrom, today));
  const expiresOn = profile.expiresOn ?? today;
  const confirm = () =>
    modals.openConfirmModal({
      title: label,
      children: (
        <Text size="sm">
          {message('PROFILE.UNFREEZE_TEXT', {
            nombre: profile.name,
            dias: notUsed,
            antes: formatDate(expiresOn),
            despues: formatDate(addDays(expiresOn, -notUsed)),
          })}
        </Text>
      ),
      labels: { confirm: label, cancel: message('COMMON.CANCEL') },
      confirmProps: { 'data-testid': 'confirm-unfreeze' },
      onConfirm: () => {
        void (async () => {
          try {
            await useProfileWritesStore.getState().unfreeze(profile.id, newIdempotencyKey());
            notifySuccess(message('PROFILE.UNFROZEN'));
          } catch (failure) {
            notifyFailure(failure, 'PROFILE.UNFREEZE_FAILED');
          }
        })();
      },
    });
  return (
    <Button variant="light" color="blue" fullWidth mt="xs" onClick={confirm}>
      {label}
    </Button>
  );
}
