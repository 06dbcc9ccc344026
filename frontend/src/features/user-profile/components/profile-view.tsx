// The profile's three read-only cards: Información Personal, Plan y Pagos (with renewal), Métricas de Salud.
import { Suspense } from 'react';
import { Button, SimpleGrid, Text } from '@mantine/core';
import {
  formatCedula,
  isVisitsPlan,
  formatDate,
  formatPhone,
  imcCategoryMessageKey,
  isPendingAddress,
  message,
  type MemberProfile,
} from '@gym/domain';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { formatDecimal, formatMeasure } from '../../../lib/format';
import { lazyNamed } from '../../../lib/lazy-named';
import { ProfileCard } from './info-card';
import { useGymToday } from '../../../hooks/use-gym-today';
import { currentFreeze, FreezeActions } from './freeze-actions';
import { WithStoredProblem } from './stored-value-warning';
import { useStoredProblems } from './use-stored-problems';

const notAvailable = () => message('COMMON.NOT_AVAILABLE');

// The renewal's form checks its request with zod (~33 kB gzipped with the other requests' fields): it
// loads once the cards have shown, not before the profile's first paint (issue 36). Meanwhile the
// same button stands in its place.
const RenewMembershipButton = lazyNamed(() => import('./renew-membership-button'), 'RenewMembershipButton');
const renewPlaceholder = (
  <Button variant="light" mt="md" fullWidth>
    {message('PROFILE.RENEW')}
  </Button>
);

/** R31: 'Congelada hasta el …', or 'Programado del … al …' for a freeze still to come; none otherwise. */
function useFreezeRow(profile: MemberProfile) {
  const freeze = currentFreeze(profile, useGymToday());
  if (freeze === null) return [];
  const { frozenFrom, frozenUntil } = freeze;
  const scheduled = profile.status !== 'frozen';
  const value = scheduled
    ? message('PROFILE.FREEZE_SCHEDULED', { desde: formatDate(frozenFrom), hasta: formatDate(frozenUntil) })
    : message('PROFILE.FROZEN_UNTIL', { fecha: formatDate(frozenUntil) });
  return [{ label: message('PROFILE.FREEZE_ROW'), value: `${value}\n${freeze.reason}` }];
}

export function ProfileView({ profile }: { readonly profile: MemberProfile }) {
  const noExpiry = isVisitsPlan(profile.planTerms) ? message('EXPIRY.TICKET_BOOK_NONE') : notAvailable();
  const freezeRow = useFreezeRow(profile);
  // R37: what a member recorded before the rule still holds that it breaks, shown under it.
  const problems = useStoredProblems(profile);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mb="md">
      <ProfileCard
        title={message('PROFILE.PERSONAL_INFO')}
        testId="card-personal-info"
        rows={[
          { label: message('FIELD.name'), value: profile.name },
          {
            label: message('FIELD.phone'),
            value: (
              <WithStoredProblem
                value={formatPhone(profile.phone)}
                problem={problems.phone}
                testId="stored-problem-phone"
              />
            ),
          },
          {
            label: message('FIELD.cedula'),
            value: profile.cedula === null ? notAvailable() : formatCedula(profile.cedula),
          },
          {
            label: message('FIELD.email'),
            value: profile.email === null ? notAvailable() : profile.email,
          },
          {
            label: message('FIELD.address'),
            value: isPendingAddress(profile.address) ? (
              <Text span fw={600} data-testid="address-pending">
                {message('PROFILE.ADDRESS_PENDING')}
              </Text>
            ) : (
              profile.address
            ),
          },
          { label: message('FIELD.gender'), value: message(`GENDER.${profile.gender}`) },
          { label: message('FIELD.birthday'), value: <DateText date={profile.birthday} /> },
          {
            label: message('FIELD.notes'),
            value: profile.notes.trim() === '' ? message('COMMON.NONE') : profile.notes,
          },
        ]}
      />
      <ProfileCard
        title={message('PROFILE.PLAN_AND_PAYMENTS')}
        testId="card-plan-payments"
        rows={[
          { label: message('FIELD.plan'), value: profile.planName },
          { label: message('PROFILE.PLAN_PRICE'), value: <Money amount={profile.planPrice} /> },
          { label: message('FIELD.amountPaid'), value: <Money amount={profile.amountPaid} /> },
          { label: message('PROFILE.DEBT'), value: <Money amount={profile.debt} /> },
          { label: message('FIELD.joinedOn'), value: <DateText date={profile.joinedOn} /> },
          { label: message('PROFILE.EXPIRES_ON'), value: <DateText date={profile.expiresOn} fallback={noExpiry} /> },
          ...freezeRow,
        ]}
      >
        <Suspense fallback={renewPlaceholder}>
          <RenewMembershipButton profile={profile} />
        </Suspense>
        <FreezeActions profile={profile} />
      </ProfileCard>
      {/* R47: health data only under the member's sensitive-data authorisation. */}
      {profile.authorization?.sensitive !== true ? (
        <ProfileCard title={message('PROFILE.HEALTH_METRICS')} testId="card-health-metrics">
          <Text size="sm" c="dimmed" data-testid="health-not-authorized">
            {message(profile.authorization === null ? 'AUTHORIZATION.PENDING' : 'AUTHORIZATION.NO_SENSITIVE')}
          </Text>
        </ProfileCard>
      ) : (
        <ProfileCard
          title={message('PROFILE.HEALTH_METRICS')}
          testId="card-health-metrics"
          rows={[
            {
              label: message('FIELD.weightKg'),
              value: (
                <WithStoredProblem
                  value={profile.weightKg === null ? notAvailable() : formatMeasure(profile.weightKg)}
                  problem={problems.weightKg}
                  testId="stored-problem-weight"
                />
              ),
            },
            // The read-only view gives metres; the edit form takes centimetres (spec §2).
            {
              label: message('PROFILE.HEIGHT_M'),
              value: (
                <WithStoredProblem
                  value={profile.heightCm === null ? notAvailable() : formatDecimal(profile.heightCm / 100, 2)}
                  problem={problems.heightCm}
                  testId="stored-problem-height"
                />
              ),
            },
            {
              label: message('PROFILE.IMC'),
              value: profile.imc === null ? notAvailable() : formatDecimal(profile.imc, 2),
            },
            {
              label: message('PROFILE.IMC_CATEGORY'),
              value:
                profile.imcCategory === null ? notAvailable() : message(imcCategoryMessageKey(profile.imcCategory)),
            },
          ]}
        />
      )}
    </SimpleGrid>
  );
}
