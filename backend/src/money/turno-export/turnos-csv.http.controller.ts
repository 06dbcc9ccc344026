// GET /api/turnos/export.csv: the Turnos sheet of 'Exportar' as a CSV (R41, R42), one row per turno
// of every day, oldest first, with the same columns and cells.
import { Controller, Inject, type StreamableFile } from '@nestjs/common';
import { apiOperations, message, type DayTurnosView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { GymCalendar } from '../../shared/gym-calendar.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { CSV_PAGE_SIZE, csvFile } from '../../shared/spreadsheets/csv-file.js';
import { csvOfSheetCell } from '../../shared/spreadsheets/sheet-cells.js';
import { READ_STORE } from '../../shared/tokens.js';
import { TURNO_SHEET_HEADERS, turnoDayPage, turnoSheetRow } from './turno-rows.js';

@Controller()
export class TurnosCsvController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(GymCalendar) private readonly calendar: GymCalendar,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Route(apiOperations.exportTurnosCsv)
  turnos(): StreamableFile {
    const { timeZone } = this.config;
    return csvFile(
      message('TURNO_EXPORT.CSV_FILE'),
      this.calendar.today(),
      TURNO_SHEET_HEADERS,
      (page) => turnoDayPage(this.readStore, page, CSV_PAGE_SIZE),
      (day: DayTurnosView) => day.turnos.map((turno) => turnoSheetRow(turno, timeZone).map(csvOfSheetCell)),
    );
  }
}
