import { describe, expect, it } from 'vitest';
import { settingsChange, settingsProblems, type SettingsForm } from './settings-form';

const ok: SettingsForm = {
  name: 'Hill School',
  type: 'school',
  description: '',
  logoUrl: '',
  partnerLogoUrls: '',
  allowAnonymousMembers: false,
  requireApproval: true,
  senderName: '',
  replyTo: '',
  postalAddress: '',
  trackOpensAndClicks: false,
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
  it('refuses a sender name that would break the From header, and a Reply-To that is not one address', () => {
    expect(settingsProblems({ ...ok, senderName: 'Hill "School"' }).senderName).toBe(
      'The sender name cannot contain quotes, < >, backslashes or line breaks.',
    );
    expect(settingsProblems({ ...ok, replyTo: 'office@hill' }).replyTo).toBe(
      'Enter one e-mail address, like office@school.example.',
    );
    expect(settingsProblems({ ...ok, senderName: 'Hill School', replyTo: 'o@hill.example' })).toEqual({});
  });
});

describe('settingsChange: what saving the form writes', () => {
  it('trims, drops blank partner lines and keeps the switches', () => {
    expect(
      settingsChange({
        ...ok,
        name: ' Hill School ',
        description: ' Stories ',
        logoUrl: ' /logos/a.svg ',
        partnerLogoUrls: ' https://x.test/a.png \n\n  \n/b.png',
        allowAnonymousMembers: true,
        requireApproval: false,
      }),
    ).toEqual({
      name: 'Hill School',
      type: 'school',
      description: 'Stories',
      logoUrl: '/logos/a.svg',
      partnerLogoUrls: ['https://x.test/a.png', '/b.png'],
      settings: { allowAnonymousMembers: true, requireApproval: false, trackOpensAndClicks: false },
    });
  });
  it('writes the sender identity trimmed into the settings, and leaves an emptied field out', () => {
    const change = settingsChange({
      ...ok,
      senderName: ' Hill School ',
      replyTo: ' Office@Hill.example ',
      postalAddress: ' 1 Hill Road \n\n Hilltown ',
    });
    expect(change.settings).toEqual({
      allowAnonymousMembers: false,
      requireApproval: true,
      senderName: 'Hill School',
      replyTo: 'office@hill.example',
      postalAddress: '1 Hill Road\nHilltown',
      trackOpensAndClicks: false,
    });
    expect(settingsChange({ ...ok, senderName: '  ' }).settings).toEqual({
      allowAnonymousMembers: false,
      requireApproval: true,
      trackOpensAndClicks: false,
    });
  });
  it('always writes the tracking switch, so turning it off is saved as off', () => {
    expect(settingsChange({ ...ok, trackOpensAndClicks: true }).settings?.trackOpensAndClicks).toBe(true);
    expect(settingsChange(ok).settings?.trackOpensAndClicks).toBe(false);
  });
  it('gives an emptied logo URL as undefined, which the service turns into removing the field', () => {
    const change = settingsChange({ ...ok, logoUrl: '   ' });
    expect('logoUrl' in change).toBe(true);
    expect(change.logoUrl).toBeUndefined();
  });
});
