import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WALK_CHECK_TITLES, type WalkCheckKind } from '../model';
import { WalkChecksPanel } from './WalkChecksPanel';

describe('the walk checks panel', () => {
  it('explains each check in words, naming no stored field', () => {
    const checks = (Object.keys(WALK_CHECK_TITLES) as WalkCheckKind[]).map((kind) => ({
      kind,
      title: WALK_CHECK_TITLES[kind],
      problems: [],
    }));
    const { container } = render(<WalkChecksPanel checks={checks} />);
    expect(screen.getByText(/each pin's collection radius, 25 m if it has none/)).toBeTruthy();
    // A dotted name such as "collectionLogic.radius" is the database speaking, not the screen.
    expect(container.textContent).not.toMatch(/[a-z][A-Za-z]*\.[a-z][A-Za-z]+/);
    expect(container.textContent).not.toMatch(/\(s\)/);
  });
});
