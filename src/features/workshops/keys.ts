/** The workshops' query keys, apart from queries.ts so that the public pages' hooks share them without its imports. */
export const workshopKeys = {
  all: ['workshops'] as const,
  list: () => ['workshops', 'list'] as const,
  upcoming: (today: string) => ['workshops', 'upcoming', today] as const,
  public: (id: string) => ['workshops', 'public', id] as const,
  mine: (uid: string) => ['workshops', 'mine', uid] as const,
  interest: (id: string) => ['workshops', 'interest', id] as const,
  availability: (uid: string) => ['workshops', 'availability', uid] as const,
  facilitators: () => ['workshops', 'facilitators'] as const,
  offers: (workshopId: string) => ['workshops', 'offers', workshopId] as const,
  myOffers: (uid: string) => ['workshops', 'my-offers', uid] as const,
  /** The workshops I registered interest in (all people's under `myInterestAll`, which a new answer refreshes). */
  myInterestAll: ['workshops', 'my-interest'] as const,
  myInterest: (uid: string) => ['workshops', 'my-interest', uid] as const,
  myMail: (uid: string) => ['workshops', 'my-mail', uid] as const,
  /** The public copies of these workshops (how the workshops of my offers stand now). */
  publicOf: (ids: readonly string[]) => ['workshops', 'public-of', ...ids] as const,
  availabilityOf: (uids: readonly string[]) => ['workshops', 'availability-of', ...uids] as const,
};
