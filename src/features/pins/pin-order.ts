import type { Pin } from './model';

export interface PinOrderEntry {
  pinKey?: string | null;
  id?: number | string | null;
  branch?: number | string | null;
}
export interface PinOrderWrite {
  pinKey: string;
  pinOrder: { id: number | string; branch: number | string };
}

/** Reorder entries become writes; entries lacking a key or an order are skipped. */
export function pinOrderWrites(entries: readonly PinOrderEntry[]): PinOrderWrite[] {
  const writes: PinOrderWrite[] = [];
  for (const e of entries) {
    if (!e.pinKey || e.pinKey.trim() === '') continue;
    if (e.id === null || e.id === undefined || e.id === '') continue;
    writes.push({ pinKey: e.pinKey, pinOrder: { id: e.id, branch: e.branch ?? MAIN_BRANCH } });
  }
  return writes;
}

export const MAIN_BRANCH = 'main';

export interface Branch {
  name: string;
  pins: Pin[];
}

const orderValue = (pin: Pin) => Number(pin.pinOrder?.id ?? Number.POSITIVE_INFINITY);

/**
 * A project's pin order as branches: pins grouped by pinOrder.branch, each branch in pinOrder.id order.
 * Pins without an order form an "Unordered" group at the end so none disappears from view.
 */
export function branchesOf(pins: readonly Pin[]): { branches: Branch[]; unordered: Pin[] } {
  const byBranch = new Map<string, Pin[]>();
  const unordered: Pin[] = [];
  for (const pin of pins) {
    if (!pin.pinOrder) {
      unordered.push(pin);
      continue;
    }
    const name = String(pin.pinOrder.branch);
    byBranch.set(name, [...(byBranch.get(name) ?? []), pin]);
  }
  const branches = [...byBranch.entries()]
    .map(([name, list]) => ({
      name,
      pins: list.sort((a, b) => orderValue(a) - orderValue(b) || a.pinKey.localeCompare(b.pinKey)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return { branches, unordered: unordered.sort((a, b) => a.pinKey.localeCompare(b.pinKey)) };
}

/** Moves one item within a list (by drag or keyboard); out-of-range moves leave the list as it was. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The order a branch is saved with: positions 1..n, as entries for pinOrderWrites. */
export function numberBranch(branch: string, keys: readonly string[]): PinOrderEntry[] {
  return keys.map((pinKey, index) => ({ pinKey, id: index + 1, branch }));
}
