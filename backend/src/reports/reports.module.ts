// The gym-wide read screens that own no rule of their own: the dashboard (members' figures and lists,
// the money's monthly income) and 'Exportar', the whole gym in one workbook.
import { Module } from '@nestjs/common';
import { DashboardListController } from './dashboard/dashboard-list.http.controller.js';
import { GetAbsentPageHandler, GetAlertPageHandler, GetBirthdayPageHandler } from './dashboard/dashboard-list.query.js';
import { DashboardController } from './dashboard/dashboard.http.controller.js';
import { GetDashboardHandler } from './dashboard/dashboard.query.js';
import { GymExportController } from './gym-export/gym-export.http.controller.js';
import { CardPageController } from './member-card/card-page.http.controller.js';

// AppModule imports this module before MembersModule: `members/export.xlsx` must be matched
// before `members/:id`.
const httpControllers = [GymExportController, DashboardController, DashboardListController, CardPageController];

const queryHandlers = [GetDashboardHandler, GetAlertPageHandler, GetBirthdayPageHandler, GetAbsentPageHandler];

@Module({ controllers: httpControllers, providers: queryHandlers })
export class ReportsModule {}
