import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { dropSession, login } from '../lib/session.ts';
import { subscribeToasts, type ToastMessage } from '../lib/toast.ts';

/**
 * For a file of tests that call the API: before each test, no session, `fetch` a fresh mock and
 * the toasts collected; after it, all undone. The handles are read inside the tests.
 */
export function mockApi(): { fetch: Mock<typeof fetch>; toasts: ToastMessage[] } {
  const handles = { fetch: vi.fn<typeof fetch>(), toasts: [] as ToastMessage[] };
  let unsubscribe = () => {};
  beforeEach(() => {
    dropSession('idle');
    handles.fetch = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', handles.fetch);
    handles.toasts = [];
    unsubscribe = subscribeToasts((t) => handles.toasts.push(t));
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
    vi.unstubAllGlobals();
  });
  return handles;
}

/** Logs in with an access token that is good for 15 minutes. */
export const logInForTest = () => login(`h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.s`);
