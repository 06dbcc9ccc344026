// Runs before every frontend test file: browser polyfills, jest-dom matchers, fresh stores and no network.
import './jsdom-polyfills';
import '@testing-library/jest-dom';
import { cleanNotifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { resetReadPosition } from '../lib/api-client';
import { useSessionStore } from '../stores/session-store';
import { useSettingsStore } from '../stores/settings-store';

beforeEach(() => {
  // No test talks to a real server: a test that needs answers installs a fake fetch.
  globalThis.fetch = () => Promise.reject(new TypeError('This test installed no fake fetch'));
});

afterEach(() => {
  act(() => {
    cleanNotifications();
    useSessionStore.getState().reset();
    useSettingsStore.getState().reset();
  });
  resetReadPosition();
});
