// The page of the global attendance history on screen (which page, its rows, loading or failed).
import type { AttendancePage } from '@gym/domain';
import { createQueryStore } from '../../lib/create-query-store';
import { fetchAttendances } from './api/get-attendances';

export const useAttendanceHistoryStore = createQueryStore<number, AttendancePage>(fetchAttendances);
