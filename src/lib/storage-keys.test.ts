// @vitest-environment jsdom
import { clearSessionStorage, readJson, STORAGE_KEYS, writeJson, writeString } from './storage-keys';

describe('local storage keys', () => {
  beforeEach(() => localStorage.clear());
  it('are the five keys of the spec', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual([
      'currentOrganisation',
      'selectedProject',
      'theme',
      'user',
      'userRole',
    ]);
  });
  it('treat unreadable JSON as absent', () => {
    localStorage.setItem('user', '{not json');
    expect(readJson('user', (v) => v)).toBeNull();
  });
  it('clear the session but keep the theme', () => {
    writeJson('user', { userId: 'u' });
    writeString('userRole', 'member');
    writeString('currentOrganisation', 'org1');
    writeString('selectedProject', 'p1');
    writeString('theme', 'dark');
    clearSessionStorage();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('currentOrganisation')).toBeNull();
    expect(localStorage.getItem('selectedProject')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
