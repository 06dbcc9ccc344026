// The dashboard: figures kept by the projections (totals, debts, plans, monthly income) plus those
// that depend on today (active members, R14's alert lists, R15's birthdays, R28's visits), each an indexed query.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { monthKey, type DashboardView } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { emptyGymStats } from '../../members/members.port.js';
import { GYM_STATS, GYM_STATS_ID, MEMBERS, type GymStatsDocument } from '../../members/members.port.js';
import { MONTHLY_INCOME, type MonthlyIncomeDocument } from '../payments/payment-documents.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { aboutToExpire, birthdays, expired, withDebt } from './dashboard-lists.js';
import { absentMembers, visitsPerDay } from './visit-figures.js';

/** `month` null: this month in the gym's time zone. */
export class GetDashboard extends Query<DashboardView> {
  constructor(readonly month: string | null) {
    super();
  }
}

@QueryHandler(GetDashboard)
export class GetDashboardHandler implements IQueryHandler<GetDashboard> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
  ) {}

  async execute(query: GetDashboard): Promise<DashboardView> {
    const today = this.calendar.today();
    const month = query.month ?? monthKey(today);
    const store = this.readStore;
    const [stats, activeMembers, monthDoc, totalIncome, months, ...lists] = await Promise.all([
      store.get<GymStatsDocument>(GYM_STATS, GYM_STATS_ID),
      store.count(MEMBERS, { activeThrough: { $gte: today } }),
      store.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month),
      store.sum(MONTHLY_INCOME, 'income'),
      store.find<MonthlyIncomeDocument>(MONTHLY_INCOME, { sort: [{ field: 'month', direction: 'desc' }] }),
      aboutToExpire(store, today),
      expired(store, today),
      withDebt(store, today),
    ]);
    const { totalMembers, pendingDebts, planDistribution } = stats ?? emptyGymStats();
    const [aboutToExpireList, expiredList, withDebtList] = lists;
    return {
      today,
      month,
      totalMembers,
      activeMembers,
      totalIncome,
      monthIncome: monthDoc?.income ?? 0,
      pendingDebts,
      aboutToExpire: aboutToExpireList,
      expired: expiredList,
      withDebt: withDebtList,
      birthdays: await birthdays(store, today),
      planDistribution,
      monthlyIncome: months.items.map(({ month: key, income }) => ({ month: key, income })),
      absent: await absentMembers(store, today),
      visitsPerDay: await visitsPerDay(store, today),
    };
  }
}
