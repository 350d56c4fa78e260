import { describe, expect, it } from 'vitest';
import {
  initialHeaderScrollState,
  nextHeaderScrollState,
  type HeaderScrollState,
} from './header-visibility.ts';

const HEADER = 60;

function scrollThrough(positions: readonly number[], start: HeaderScrollState = initialHeaderScrollState) {
  return positions.reduce((state, y) => nextHeaderScrollState(state, y, HEADER), start);
}

describe('nextHeaderScrollState', () => {
  it('ignores movements of 5 px or less', () => {
    const state = scrollThrough([5]);
    expect(state).toBe(initialHeaderScrollState);
    const hidden: HeaderScrollState = { visible: false, lastY: 500, referenceY: 500 };
    expect(nextHeaderScrollState(hidden, 495, HEADER)).toBe(hidden);
    expect(nextHeaderScrollState(hidden, 505, HEADER)).toBe(hidden);
  });

  it('lets small movements add up until they count', () => {
    const state = scrollThrough([3, 6]);
    expect(state.lastY).toBe(6);
  });

  it('stays visible within header height + 20 px', () => {
    expect(scrollThrough([80]).visible).toBe(true);
    expect(scrollThrough([40, 80]).visible).toBe(true);
  });

  it('hides once beyond header height + 20 px and more than 30 px past the reference point', () => {
    expect(scrollThrough([81]).visible).toBe(false);
    expect(scrollThrough([400]).visible).toBe(false);
  });

  it('needs more than 30 px beyond the reference point set by the last upward scroll', () => {
    const shownAt300: HeaderScrollState = { visible: true, lastY: 300, referenceY: 300 };
    expect(nextHeaderScrollState(shownAt300, 330, HEADER).visible).toBe(true);
    expect(scrollThrough([310, 320, 330], shownAt300).visible).toBe(true);
    expect(scrollThrough([310, 320, 331], shownAt300).visible).toBe(false);
  });

  it('shows again when scrolling up by more than 5 px', () => {
    const hidden = scrollThrough([400]);
    expect(nextHeaderScrollState(hidden, 395, HEADER).visible).toBe(false);
    expect(nextHeaderScrollState(hidden, 394, HEADER).visible).toBe(true);
  });

  it('stays hidden while scrolling further down', () => {
    expect(scrollThrough([400, 800, 1200]).visible).toBe(false);
  });

  it('treats negative overscroll as the top of the page', () => {
    const hidden = scrollThrough([400]);
    expect(nextHeaderScrollState(hidden, -40, HEADER)).toEqual({ visible: true, lastY: 0, referenceY: 0 });
  });
});
