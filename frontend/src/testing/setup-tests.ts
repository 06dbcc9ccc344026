// Runs before every frontend test file: browser polyfills, jest-dom matchers, fresh stores and no network.
import './jsdom-polyfills';
import '@testing-library/jest-dom';
import { cleanNotifications } from '@mantine/notifications';
import { act, configure } from '@testing-library/react';
import { resetReadPosition } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { usePublicSettingsStore } from '../stores/public-settings-store';

// How long findBy… and waitFor wait before failing (testing-library's default is 1 s). The first
// render of a lazily loaded screen compiles its modules on jest's cold cache (CI's clean clone):
// on a loaded machine that alone took over a second, and the shell's test failed waiting for it.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // No test talks to a real server: a test that needs answers installs a fake fetch.
  globalThis.fetch = () => Promise.reject(new TypeError('This test installed no fake fetch'));
});

afterEach(() => {
  act(() => {
    cleanNotifications();
    useSessionStore.getState().reset();
    usePublicSettingsStore.getState().reset();
  });
  resetReadPosition();
});
