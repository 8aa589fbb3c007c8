/**
 * What other areas may use of `history`: nothing yet. Actions write their entries with lib/history-entry.ts (in
 * their own batch or transaction), so that every feature can log without depending on this screen's feature.
 */
export {};
