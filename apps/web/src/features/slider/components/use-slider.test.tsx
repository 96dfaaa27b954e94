import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSlider } from './use-slider';

function Harness({ count, paused = false }: { count: number; paused?: boolean }) {
  const [index, setIndex] = useState(0);
  const { previous, next, goTo } = useSlider(count, paused, setIndex);
  return (
    <div>
      <output>{index}</output>
      <button onClick={previous}>previous</button>
      <button onClick={next}>next</button>
      <button onClick={() => goTo(2)}>third</button>
    </div>
  );
}

const shown = () => Number(screen.getByRole('status').textContent);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home slider timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 3000 ms and wraps around', () => {
    render(<Harness count={3} />);
    expect(shown()).toBe(0);
    tick(2999);
    expect(shown()).toBe(0);
    tick(1);
    expect(shown()).toBe(1);
    tick(3000);
    expect(shown()).toBe(2);
    tick(3000);
    expect(shown()).toBe(0);
  });

  it('after a manual next, advances 5000 ms later (not 8000), then every 3000 ms', () => {
    render(<Harness count={4} />);
    tick(2000);
    act(() => screen.getByText('next').click());
    expect(shown()).toBe(1);
    tick(4999); // no automatic move during the pause (it would have come at 3000 ms)
    expect(shown()).toBe(1);
    tick(1); // the pause ends with the next slide
    expect(shown()).toBe(2);
    tick(2999);
    expect(shown()).toBe(2);
    tick(1);
    expect(shown()).toBe(3);
  });

  it('restarts the hold on every manual move and wraps backwards', () => {
    render(<Harness count={3} />);
    act(() => screen.getByText('previous').click());
    expect(shown()).toBe(2);
    tick(4000);
    act(() => screen.getByText('previous').click());
    expect(shown()).toBe(1);
    tick(4999); // a fresh 5000 ms pause from the second click...
    expect(shown()).toBe(1);
    tick(1);
    expect(shown()).toBe(2);
    tick(2999); // ...then the 3000 ms rhythm
    expect(shown()).toBe(2);
    tick(1);
    expect(shown()).toBe(0);
  });

  it('shows the slide a dot picks, then holds 5000 ms as after previous or next', () => {
    render(<Harness count={4} />);
    tick(2000);
    act(() => screen.getByText('third').click());
    expect(shown()).toBe(2);
    tick(4999);
    expect(shown()).toBe(2);
    tick(1);
    expect(shown()).toBe(3);
  });

  it('stays put while paused and with fewer than two slides', () => {
    const { rerender } = render(<Harness count={3} paused />);
    tick(10_000);
    expect(shown()).toBe(0);
    rerender(<Harness count={1} />);
    tick(10_000);
    expect(shown()).toBe(0);
  });
});
