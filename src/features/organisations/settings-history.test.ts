import { describe, expect, it } from 'vitest';
import type { Organisation } from './model';
import { settingsChangeSummary } from './settings-history';

const before: Organisation = {
  name: 'Hillside School',
  type: 'school',
  description: '',
  adminId: 'a1',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  isActive: true,
  settings: { allowAnonymousMembers: false, requireApproval: true },
  partnerLogoUrls: [],
};
/** What the settings form saves: every field, most of them as they were. */
const saved = (over: Partial<Organisation['settings']> = {}, fields: Partial<Organisation> = {}) => ({
  name: before.name,
  type: before.type,
  description: '',
  logoUrl: undefined,
  partnerLogoUrls: [],
  settings: { ...before.settings, senderName: '', replyTo: '', trackOpensAndClicks: false, ...over },
  ...fields,
});

describe('settingsChangeSummary', () => {
  it('says nothing when a save changes nothing, empty and absent fields alike', () => {
    expect(settingsChangeSummary(before, saved())).toBeNull();
  });
  it('names each change in words, in a sentence', () => {
    expect(
      settingsChangeSummary(before, saved({ requireApproval: false, allowAnonymousMembers: true })),
    ).toBe('Allowed members to join with a shared class code; turned off approval of people joining');
    expect(
      settingsChangeSummary(before, saved({ trackOpensAndClicks: true, replyTo: 'office@hill.test' })),
    ).toBe('Changed the reply-to address; turned on newsletter open and click tracking');
    expect(settingsChangeSummary(before, saved({}, { name: 'Hillside Academy', isActive: false }))).toBe(
      'Renamed the organisation; made the organisation inactive',
    );
  });
  it('notices a logo taken away', () => {
    expect(settingsChangeSummary({ ...before, logoUrl: 'https://x.test/a.png' }, saved())).toBe(
      'Changed its logo',
    );
  });
});
