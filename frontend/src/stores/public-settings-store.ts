// The gym's public settings (name, time zone, R51's addresses), loaded once at start; defaults until then.
import { create } from 'zustand';
import { message } from '@gym/domain';
import { send } from '../lib/api-client';

/** The server's default `GYM_TIMEZONE`; used until the settings arrive (R1). */
const DEFAULT_TIME_ZONE = 'America/Bogota';

interface PublicSettingsState {
  readonly gymName: string;
  readonly timeZone: string;
  /** R51: the address the cards name (PUBLIC_URL); null: this page's. */
  readonly publicUrl: string | null;
  /** R51: the app's own addresses, besides this page's, a card's QR may name. */
  readonly siteAddresses: readonly string[];
  load: () => Promise<void>;
  reset: () => void;
}

const initialState = {
  gymName: message('SHELL.GYM_NAME_DEFAULT'),
  timeZone: DEFAULT_TIME_ZONE,
  publicUrl: null,
  siteAddresses: [],
};

export const usePublicSettingsStore = create<PublicSettingsState>()((set) => ({
  ...initialState,
  load: async () => {
    try {
      const settings = await send('getSettings', { fallback: 'SERVER.ERROR' });
      set({
        gymName: settings.gymName.trim() || initialState.gymName,
        timeZone: settings.timeZone || initialState.timeZone,
        publicUrl: settings.publicUrl,
        siteAddresses: settings.siteAddresses,
      });
    } catch {
      // The defaults stay: a missing gym name must not keep anyone from signing in.
    }
  },
  reset: () => set(initialState),
}));
