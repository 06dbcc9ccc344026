// 'Importar usuarios': the chosen file, its sheet and column mapping, the server's check of every
// row, and the import with its progress. Every change of file, sheet, mapping or the names' case checks again.
import { create } from 'zustand';
import type { ColumnMapping, SheetField, MemberImportResult } from '@gym/domain';
import { ApiError } from '../../lib/api-client';
import { sendUpload } from '../../lib/api-client-upload';

export interface ImportProgress {
  readonly phase: 'check' | 'import';
  readonly done: number;
  readonly total: number;
}

interface MemberImportState {
  readonly file: File | null;
  readonly sheet: string | undefined;
  readonly mapping: ColumnMapping | undefined;
  /** Issue 41: write the names in Spanish title case (offered when the check finds names to change). */
  readonly nameCase: boolean;
  readonly status: 'idle' | 'checking' | 'importing' | 'checked' | 'imported';
  readonly progress: ImportProgress | null;
  readonly result: MemberImportResult | null;
  readonly error: ApiError | null;
  readonly choose: (file: File) => Promise<void>;
  readonly pickSheet: (sheet: string) => Promise<void>;
  readonly mapColumn: (index: number, field: SheetField | null) => Promise<void>;
  readonly writeNamesInTitleCase: (on: boolean) => Promise<void>;
  readonly importAll: () => Promise<void>;
  readonly reset: () => void;
}

const initialState = {
  file: null,
  sheet: undefined,
  mapping: undefined,
  nameCase: false,
  status: 'idle',
  progress: null,
  result: null,
  error: null,
} as const;

export const useMemberImportStore = create<MemberImportState>()((set, get) => {
  async function upload(dryRun: boolean): Promise<void> {
    const { file, sheet, mapping, nameCase } = get();
    if (file === null) return;
    set({ status: dryRun ? 'checking' : 'importing', progress: null, error: null });
    try {
      const result = await sendUpload('importMembers', {
        file,
        fields: {
          dryRun: dryRun ? 'true' : 'false',
          sheet,
          mapping: mapping === undefined ? undefined : JSON.stringify(mapping),
          nameCase: nameCase ? 'true' : 'false',
        },
        fallback: 'MEMBER_IMPORT.FAILED',
        onProgress: (line) => set({ progress: line }),
      });
      // Later changes of sheet or mapping start from what the server used.
      set({ result, sheet: result.sheet, status: dryRun ? 'checked' : 'imported', progress: null });
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'MEMBER_IMPORT.FAILED', String(error));
      set({ status: get().result === null ? 'idle' : 'checked', progress: null, error: failure });
    }
  }
  return {
    ...initialState,
    choose: (file) => {
      set({ ...initialState, file });
      return upload(true);
    },
    pickSheet: (sheet) => {
      set({ sheet, mapping: undefined });
      return upload(true);
    },
    mapColumn: (index, field) => {
      const current = get().result?.columns.map((column) => column.field) ?? [];
      // A field goes to one column: choosing it here takes it from any other.
      const mapping = current.map((existing, column) =>
        column === index ? field : existing === field ? null : existing,
      );
      set({ mapping });
      return upload(true);
    },
    writeNamesInTitleCase: (on) => {
      set({ nameCase: on });
      return upload(true);
    },
    importAll: () => upload(false),
    reset: () => set(initialState),
  };
});
