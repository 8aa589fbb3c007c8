/** What the guard's spinner is called, from the moment the guard's own file is asked for until it has decided. */
export const GUARD_SPINNER_LABEL = 'Checking your sign-in';
