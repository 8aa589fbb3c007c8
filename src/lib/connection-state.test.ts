import { CONNECTION_TEXT, UNREACHABLE_AFTER_MS, connectionStatus, connectionText } from './connection-state';

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

describe('connectionText', () => {
  it('says how many saves wait, only when some do', () => {
    expect(connectionText('offline', 0)).toBe(CONNECTION_TEXT.offline);
    expect(connectionText('offline', 1)).toBe(`${CONNECTION_TEXT.offline} 1 change waiting to be saved.`);
    expect(connectionText('unreachable', 2)).toBe(
      `${CONNECTION_TEXT.unreachable} 2 changes waiting to be saved.`,
    );
    expect(connectionText('online', 0)).toBe('Back online.');
    expect(connectionText('online', 3)).toBe('Back online. Saving 3 changes…');
  });
});
