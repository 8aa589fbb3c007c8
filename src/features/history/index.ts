/** What other areas may use of `history`: the entry an action writes in its own batch or transaction. */
export { historyWrite, type HistoryFact } from './entry';
