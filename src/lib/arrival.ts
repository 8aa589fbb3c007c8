/** What a screen that sends someone elsewhere wants them to read on arrival (e.g. "You joined …"). */
export interface ArrivalState {
  arrivalNotice?: string;
}

/** Navigation state carrying a notice for the next screen: `navigate(to, { state: arrivalState('…') })`. */
export const arrivalState = (text: string): ArrivalState => ({ arrivalNotice: text });
