// The member as replayed right after one event: the values the profile showed then, as a description list.
import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';
import { formatPhone, imcCategoryMessageKey, isVisitsPlan, message, type MemberSnapshot } from '@gym/domain';
import { formatDecimal, formatMeasure } from '../lib/format';
import { DateText } from './date-text';
import { Money } from './money';

type ReplayedMember = MemberSnapshot['member'];

const notAvailable = () => message('COMMON.NOT_AVAILABLE');

function rowsOf(member: ReplayedMember): ReadonlyArray<readonly [string, ReactNode]> {
  const ticketBook = isVisitsPlan(member.planTerms);
  const noExpiry = ticketBook ? message('EXPIRY.TICKET_BOOK_NONE') : notAvailable();
  return [
    [message('FIELD.name'), member.name],
    [message('FIELD.phone'), formatPhone(member.phone)],
    [message('FIELD.address'), member.address],
    [message('FIELD.gender'), message(`GENDER.${member.gender}`)],
    [message('FIELD.birthday'), <DateText date={member.birthday} />],
    [message('FIELD.notes'), member.notes.trim() === '' ? message('COMMON.NONE') : member.notes],
    [message('FIELD.plan'), member.planName],
    [message('PROFILE.PLAN_PRICE'), <Money amount={member.planPrice} />],
    [message('FIELD.amountPaid'), <Money amount={member.amountPaid} />],
    [message('PROFILE.DEBT'), <Money amount={member.debt} />],
    [message('FIELD.joinedOn'), <DateText date={member.joinedOn} />],
    [message('PROFILE.EXPIRES_ON'), <DateText date={member.expiresOn} fallback={noExpiry} />],
    ...(ticketBook
      ? [
          [
            message('HISTORY.TICKET_DAYS'),
            message('HISTORY.TICKET_DAYS_VALUE', {
              usados: member.ticketDaysUsed,
              restantes: member.remainingTicketDays,
            }),
          ] as const,
        ]
      : []),
    [message('FIELD.weightKg'), member.weightKg === null ? notAvailable() : formatMeasure(member.weightKg)],
    [message('PROFILE.HEIGHT_M'), member.heightCm === null ? notAvailable() : formatDecimal(member.heightCm / 100, 2)],
    [message('PROFILE.IMC'), member.imc === null ? notAvailable() : formatDecimal(member.imc, 2)],
    [
      message('PROFILE.IMC_CATEGORY'),
      member.imcCategory === null ? notAvailable() : message(imcCategoryMessageKey(member.imcCategory)),
    ],
  ];
}

export function MemberStateView({ member }: { readonly member: ReplayedMember }) {
  return (
    <DataList size="sm" gap={6} labelWidth="10rem" withDivider data-testid="member-state">
      {rowsOf(member).map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
