// The dashboard: figures kept by the projections (totals, debts, plans, monthly income) plus those
// that depend on today (active members, R14's alert lists, R15's birthdays, R28's visits), each an indexed query.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { monthKey, type DashboardView } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { emptyGymStats, GYM_STATS, GYM_STATS_ID, MEMBERS, type GymStatsDocument } from '../../members/members.port.js';
import { lowStockProducts, MONTHLY_INCOME, type MonthlyIncomeDocument } from '../../money/money.port.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { aboutToExpire, birthdays, expired, withDebt } from './dashboard-lists.js';
import { absentMembers, visitsPerDay } from './visit-figures.js';

/** `month` null: this month in the gym's time zone. `seesMoney`: whether the gym's money figures are sent (R33). */
export class GetDashboard extends Query<DashboardView> {
  constructor(
    readonly month: string | null,
    readonly seesMoney: boolean,
  ) {
    super();
  }
}

type MoneyFigures = Pick<
  DashboardView,
  'totalIncome' | 'monthIncome' | 'monthSales' | 'lowStock' | 'pendingDebts' | 'monthlyIncome'
>;

/** R33: what is sent instead of the gym's money to an account that may not see it: nothing read, nulls. */
const NO_MONEY: MoneyFigures = {
  totalIncome: null,
  monthIncome: null,
  monthSales: null,
  lowStock: null,
  pendingDebts: null,
  monthlyIncome: null,
};

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
    const [stats, activeMembers, income, ...lists] = await Promise.all([
      store.get<GymStatsDocument>(GYM_STATS, GYM_STATS_ID),
      store.count(MEMBERS, { activeThrough: { $gte: today } }),
      query.seesMoney ? this.income(month) : null,
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
      ...(income === null ? NO_MONEY : { ...income, pendingDebts }),
      aboutToExpire: aboutToExpireList,
      expired: expiredList,
      withDebt: withDebtList,
      birthdays: await birthdays(store, today),
      // The three spec plans always (the answer's fields before R38), then every plan of the gym's in use.
      planDistribution: { fortnight: 0, monthly: 0, ticket_book: 0, ...planDistribution },
      absent: await absentMembers(store, today),
      visitsPerDay: await visitsPerDay(store, today),
    };
  }

  /** The income of `month`, of all time and of every month (the pending debts come with the gym's stats). */
  private async income(month: string): Promise<Omit<MoneyFigures, 'pendingDebts'>> {
    const store = this.readStore;
    const [monthDoc, totalIncome, months, lowStock] = await Promise.all([
      store.get<MonthlyIncomeDocument>(MONTHLY_INCOME, month),
      store.sum(MONTHLY_INCOME, 'income'),
      store.find<MonthlyIncomeDocument>(MONTHLY_INCOME, { sort: [{ field: 'month', direction: 'desc' }] }),
      lowStockProducts(store),
    ]);
    return {
      totalIncome,
      monthIncome: monthDoc?.income ?? 0,
      // R40: the month's sales apart from the memberships' income.
      monthSales: monthDoc?.sales ?? 0,
      lowStock: lowStock.map(({ productId, name, stock, lowStockThreshold }) => ({
        productId,
        name,
        stock,
        lowStockThreshold,
      })),
      monthlyIncome: months.items.map(({ month: key, income }) => ({ month: key, income })),
    };
  }
}
