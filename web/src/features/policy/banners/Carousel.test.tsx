// @vitest-environment jsdom
// The carousel's slides (Carousel.tsx, react-bootstrap's rules without react-bootstrap): the
// move with Bootstrap's classes, ended by the transition or its time, a turn asked meanwhile
// ignored or (a dot) taken after it; the turning held while the pointer is over it, for one
// interval after a touch and while the page is hidden; the arrows as buttons.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const TITLES = ['Satu', 'Dua', 'Tiga'];

function Harness({ interval = null }: { interval?: number | null }) {
  const [index, setIndex] = useState(0);
  return (
    <Carousel
      slides={TITLES.map((title, i) => ({
        key: title,
        label: `${i + 1} dari ${TITLES.length}`,
        content: <p>{title}</p>,
      }))}
      activeIndex={index}
      onSelect={setIndex}
      interval={interval}
      indicatorLabels={TITLES.map((title, i) => `Tampilkan banner ${i + 1}: ${title}`)}
      prevLabel="Banner sebelumnya"
      nextLabel="Banner berikutnya"
      live={interval === null ? 'polite' : 'off'}
    />
  );
}

const slide = (n: number) => screen.getByRole('group', { name: `${n} dari 3` });
const dot = (n: number) =>
  screen.getByRole('button', { name: `Tampilkan banner ${n}: ${TITLES[n - 1]}` });
/** The slide shown (its name), once no move is under way. */
const shown = () =>
  screen
    .getAllByRole('group')
    .filter((group) => group.className === 'carousel-item active')
    .map((group) => group.textContent);
/** The slide shown or moving in, by its dot. */
const current = () => TITLES.find((_, i) => dot(i + 1).getAttribute('aria-current') === 'true');
/** The effects' task (web/src/runtime/reactBehaviours.ts posts them as a message, which fake
 * timers do not run). */
const flushEffects = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });
const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

/** Bootstrap's transition of a slide (carousel.scss), which jsdom does not load. */
function slideTransition(duration: string) {
  const style = document.createElement('style');
  style.textContent = `.carousel-item { transition-duration: ${duration}; }`;
  document.head.append(style);
  return () => style.remove();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the slides', () => {
  it('moves the next slide in with Bootstrap’s classes, ended by the transition', async () => {
    const removeStyle = slideTransition('600ms');
    try {
      render(<Harness />);
      expect(slide(1)).toHaveClass('carousel-item active', { exact: true });
      expect(slide(2)).toHaveClass('carousel-item', { exact: true });
      expect(dot(1)).toHaveAttribute('aria-current', 'true');

      fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
      await wait(0);
      // Both slide to the start; the dot is the new one's at once.
      expect(slide(2)).toHaveClass('carousel-item carousel-item-next carousel-item-start', {
        exact: true,
      });
      expect(slide(1)).toHaveClass('carousel-item active carousel-item-start', { exact: true });
      expect(dot(2)).toHaveAttribute('aria-current', 'true');
      expect(dot(1)).toHaveAttribute('aria-current', 'false');

      // A move under way: the arrows wait for it (nothing is asked).
      await wait(50);
      fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
      await wait(0);
      expect(slide(3)).toHaveClass('carousel-item', { exact: true });

      fireEvent.transitionEnd(slide(2));
      await wait(0);
      expect(shown()).toEqual(['Dua']);
      expect(slide(1)).toHaveClass('carousel-item', { exact: true });

      // Backwards: the previous one comes in from the other side.
      fireEvent.click(screen.getByRole('button', { name: 'Banner sebelumnya' }));
      await wait(0);
      expect(slide(1)).toHaveClass('carousel-item carousel-item-prev carousel-item-end', {
        exact: true,
      });
      expect(slide(2)).toHaveClass('carousel-item active carousel-item-end', { exact: true });
    } finally {
      removeStyle();
    }
  });

  it('ends a move when its transition’s time is up, at once without a transition', async () => {
    const removeStyle = slideTransition('0.1s');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
    await wait(50);
    expect(shown()).toEqual([]); // still moving
    await wait(100);
    expect(shown()).toEqual(['Dua']);
    removeStyle();

    // No transition (Bootstrap's under prefers-reduced-motion): over within a few ms.
    fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
    await wait(20);
    expect(shown()).toEqual(['Tiga']);
    fireEvent.click(screen.getByRole('button', { name: 'Banner berikutnya' }));
    await wait(20);
    expect(shown()).toEqual(['Satu']); // it wraps round
  });

  it('takes a dot asked during a move once the move is over', async () => {
    const removeStyle = slideTransition('600ms');
    try {
      render(<Harness />);
      fireEvent.click(dot(2));
      await wait(0);
      fireEvent.click(dot(3));
      await wait(0);
      expect(dot(3)).toHaveAttribute('aria-current', 'false'); // 2 still moving in
      fireEvent.transitionEnd(slide(2));
      await wait(0);
      // Then on to 3, forwards.
      expect(slide(3)).toHaveClass('carousel-item carousel-item-next carousel-item-start', {
        exact: true,
      });
      expect(dot(3)).toHaveAttribute('aria-current', 'true');
      fireEvent.transitionEnd(slide(3));
      await wait(0);
      expect(shown()).toEqual(['Tiga']);
    } finally {
      removeStyle();
    }
  });

  it('turns with Space on an arrow, which acts as a button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const next = screen.getByRole('button', { name: 'Banner berikutnya' });
    expect(next.tagName).toBe('A');
    expect(next).toHaveAttribute('href', '#');
    expect(next).toHaveAttribute('tabindex', '0');
    next.focus();
    await user.keyboard(' ');
    await wait(20);
    expect(shown()).toEqual(['Dua']);
  });
});

describe('the turning', () => {
  it('waits while the pointer is over the slides', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Harness interval={5000} />);
    const slides = container.querySelector('.carousel')!;
    fireEvent.mouseOver(slides);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe('Satu');
    fireEvent.mouseOut(slides);
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(current()).toBe('Dua');
  });

  it('waits for one interval after a touch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { container } = render(<Harness interval={5000} />);
    const slides = container.querySelector('.carousel')!;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.touchStart(slides, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(slides); // a tap, not a swipe
    await act(() => vi.advanceTimersByTimeAsync(5000)); // held for an interval
    expect(current()).toBe('Satu');
    await act(flushEffects); // then the count starts again
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(current()).toBe('Satu');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(current()).toBe('Dua');
  });

  it('waits while the page is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    render(<Harness interval={5000} />);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(current()).toBe('Satu');
    hidden.mockReturnValue(false);
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(current()).toBe('Dua');
  });
});
