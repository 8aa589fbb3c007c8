/**
 * A booking and a group request as the public forms send them, for the tests on both sides of the request: the
 * shared schemas' rules (workshop-requests.test.ts) and the endpoint that parses them (functions). Test data only;
 * no app or server code imports it.
 */
export const BOOKING_EXAMPLE = {
  organisationName: 'Riverside School',
  organisationType: 'School',
  participantCount: 20,
  duration: 3,
  preferredDates: ['2027-03-01'],
  contactName: 'Ann',
  // As typed: spaces and capitals, which the schema trims and lower-cases.
  contactEmail: ' Ann@Example.test ',
};

export const GROUP_EXAMPLE = {
  groupName: 'Year 9',
  groupSize: 12,
  urgency: 'medium',
  contactMethod: 'email',
  contactName: 'Gus',
  contact: 'gus@example.test',
};
