import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zBookingRequest, zGroupWorkshopRequest } from './workshop-requests.js';
import './zod-english.js';
import { BOOKING_EXAMPLE, GROUP_EXAMPLE } from './workshop-request-examples.js';

const booking = BOOKING_EXAMPLE;
const group = GROUP_EXAMPLE;

/** Each problem as `path: message`, in the order found. */
function problems(schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a booking request', () => {
  it('is taken trimmed, with the address as it is stored and the optional fields filled', () => {
    expect(zBookingRequest.parse({ ...booking, organisationName: ' Riverside School ' })).toEqual({
      ...booking,
      contactEmail: 'ann@example.test',
      contactPhone: '',
      notes: '',
    });
  });
  it('refuses a preferred date in another format, with the format in words', () => {
    expect(problems(zBookingRequest, { ...booking, preferredDates: ['01/03/2027'] })).toEqual([
      'preferredDates.0: Dates look like 2027-03-01',
    ]);
    expect(problems(zBookingRequest, { ...booking, preferredDates: ['2027-13-45'] })).toEqual([
      'preferredDates.0: Not a date',
    ]);
  });
  it('takes a workshop of two to four hours and refuses five', () => {
    expect(problems(zBookingRequest, { ...booking, duration: 4 })).toEqual([]);
    expect(problems(zBookingRequest, { ...booking, duration: 5 })).toEqual([
      expect.stringMatching(/^duration: /),
    ]);
  });
  it('takes ten preferred dates and refuses eleven', () => {
    expect(problems(zBookingRequest, { ...booking, preferredDates: Array(10).fill('2027-03-01') })).toEqual(
      [],
    );
    expect(problems(zBookingRequest, { ...booking, preferredDates: Array(11).fill('2027-03-01') })).toEqual([
      expect.stringMatching(/^preferredDates: /),
    ]);
  });
  it.each(['\r\n', '\n', '\r'])('refuses a line break (%j) inside a line', (breaking) => {
    expect(
      problems(zBookingRequest, { ...booking, contactName: `Ann${breaking}Bcc: x@example.test` }),
    ).toEqual(['contactName: must be one line']);
    expect(
      problems(zBookingRequest, { ...booking, contactEmail: `a@example.test${breaking}Bcc: x@example.test` }),
    ).toEqual(['contactEmail: Enter a valid e-mail address']);
  });
  it('refuses a field it does not know, rather than storing it', () => {
    expect(problems(zBookingRequest, { ...booking, status: 'scheduled' })).toEqual([
      ': Unrecognized key: "status"',
    ]);
  });
  it('says what is missing in the words the form shows', () => {
    expect(
      problems(zBookingRequest, {
        ...booking,
        organisationName: ' ',
        participantCount: 0,
        preferredDates: [],
        contactEmail: 'nope',
      }),
    ).toEqual([
      'organisationName: Organisation name is required',
      'participantCount: At least 1 participant',
      'preferredDates: Add at least one preferred date',
      'contactEmail: Enter a valid e-mail address',
    ]);
  });
});

describe('a group workshop request', () => {
  it('is taken with availability by weekday and band, and the optional fields filled', () => {
    const availability = { monday: { morning: 'available' } };
    expect(zGroupWorkshopRequest.parse({ ...group, availability })).toEqual({
      ...group,
      availability,
      department: '',
      groupDescription: '',
      notes: '',
    });
  });
  it('refuses an unknown field, an unknown weekday and a line break in a line', () => {
    expect(problems(zGroupWorkshopRequest, { ...group, createdBy: 'someone-else' })).toEqual([
      ': Unrecognized key: "createdBy"',
    ]);
    expect(problems(zGroupWorkshopRequest, { ...group, availability: { funday: {} } })).toEqual([
      'availability: Unrecognized key: "funday"',
    ]);
    expect(
      problems(zGroupWorkshopRequest, { ...group, department: 'History\r\nBcc: x@example.test' }),
    ).toEqual(['department: must be one line']);
  });
  it('wants the contact the contact method says: an e-mail address, or a phone number', () => {
    expect(problems(zGroupWorkshopRequest, { ...group, contact: 'call me' })).toEqual([
      'contact: Enter a valid e-mail address',
    ]);
    expect(problems(zGroupWorkshopRequest, { ...group, contactMethod: 'phone', contact: 'call me' })).toEqual(
      ['contact: Enter a phone number'],
    );
    expect(
      problems(zGroupWorkshopRequest, { ...group, contactMethod: 'phone', contact: '+44 1234 567890' }),
    ).toEqual([]);
  });
  it('checks the contact even while other fields are wrong, so a form shows every message at once', () => {
    expect(problems(zGroupWorkshopRequest, { ...group, groupName: '', groupSize: 0, contact: '' })).toEqual([
      'groupName: Group name is required',
      'groupSize: Group size must be at least 1',
      'contact: Enter a valid e-mail address',
    ]);
  });
  it('leaves the contact to its own message when it is not one line, and a body that is not an object alone', () => {
    expect(problems(zGroupWorkshopRequest, { ...group, contact: 'a@example.test\nBcc: x' })).toEqual([
      'contact: must be one line',
    ]);
    expect(problems(zGroupWorkshopRequest, null)).toEqual([
      ': Invalid input: expected object, received null',
    ]);
  });
});
