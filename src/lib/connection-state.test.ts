import { UNREACHABLE_AFTER_MS, connectionStatus } from './connection-state';

describe('connectionStatus', () => {
  const now = 1_000_000;
  it('is offline whenever the browser says so, waiting save or not', () => {
    expect(connectionStatus({ browserOnline: false, oldestPendingSince: null, now })).toBe('offline');
    expect(connectionStatus({ browserOnline: false, oldestPendingSince: now - 1, now })).toBe('offline');
  });
  it('is online with nothing waiting, or with a save younger than the limit', () => {
    expect(connectionStatus({ browserOnline: true, oldestPendingSince: null, now })).toBe('online');
    const young = now - UNREACHABLE_AFTER_MS + 1;
    expect(connectionStatus({ browserOnline: true, oldestPendingSince: young, now })).toBe('online');
  });
  it('is unreachable when a save has waited the limit while the browser is online', () => {
    const old = now - UNREACHABLE_AFTER_MS;
    expect(connectionStatus({ browserOnline: true, oldestPendingSince: old, now })).toBe('unreachable');
  });
});
