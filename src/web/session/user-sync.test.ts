import { describe, expect, it } from 'vitest';
import { isUserSyncEvent, USER_SYNC_KEY } from './user-sync.ts';

describe('isUserSyncEvent', () => {
  it('reacts to the sync key and to a cleared storage', () => {
    expect(isUserSyncEvent({ key: USER_SYNC_KEY })).toBe(true);
    expect(isUserSyncEvent({ key: null })).toBe(true);
  });

  it('ignores other keys such as the session or the theme', () => {
    expect(isUserSyncEvent({ key: 'nk.session' })).toBe(false);
    expect(isUserSyncEvent({ key: 'mantine-color-scheme-value' })).toBe(false);
  });
});
