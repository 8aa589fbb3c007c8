import { describe, expect, it } from 'vitest';
import { settingsProblems, type SettingsForm } from './settings-form';

const ok: SettingsForm = {
  name: 'Hill School',
  type: 'school',
  description: '',
  logoUrl: '',
  partnerLogoUrls: '',
  allowAnonymousMembers: false,
  requireApproval: true,
};

describe('settingsProblems', () => {
  it('accepts a plain form and site-relative or https logos', () => {
    expect(settingsProblems(ok)).toEqual({});
    expect(
      settingsProblems({ ...ok, logoUrl: '/logos/a.svg', partnerLogoUrls: 'https://x.test/a.png\n/b.png' }),
    ).toEqual({});
  });
  it('refuses other schemes and protocol-relative addresses', () => {
    expect(settingsProblems({ ...ok, logoUrl: 'javascript:alert(1)' }).logoUrl).toBeDefined();
    expect(settingsProblems({ ...ok, logoUrl: 'http://x.test/a.png' }).logoUrl).toBeDefined();
    expect(settingsProblems({ ...ok, partnerLogoUrls: '//evil.test/a.png' }).partnerLogoUrls).toBeDefined();
  });
  it('caps partner logos at 20 and requires a name', () => {
    const many = Array.from({ length: 21 }, (_, i) => `/l${i}.png`).join('\n');
    expect(settingsProblems({ ...ok, partnerLogoUrls: many }).partnerLogoUrls).toBe(
      'Up to 20 partner logos.',
    );
    expect(settingsProblems({ ...ok, name: '  ' }).name).toBeDefined();
  });
});
