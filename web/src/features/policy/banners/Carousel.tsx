// The slides of the banner carousel, in place of react-bootstrap's Carousel (issue 28): the
// same markup and Bootstrap classes (carousel.scss draws them), the same rules, without
// react-transition-group, its wrappers and react-bootstrap's shared chunk on Data Polis's
// first load. What it does as react-bootstrap's did:
// - the slide moves in with Bootstrap's CSS transition (none when the system asks for less
//   motion: Bootstrap's own media query), and a turn asked while one moves waits for it
//   (the arrows, a swipe and the turning are ignored meanwhile, a dot is taken after it);
// - every `interval` ms the next banner, while the page is shown and the carousel visible,
//   not while the pointer is over it or for one interval after a touch;
// - a swipe of more than 40 px turns (to the left: the next one);
// - the arrows are links acting as buttons (Space and Enter), the dots buttons naming their
//   banner with the current one marked.
// The arrow keys and the focus rules belong to BannerCarousel, around it.
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';

/** react-bootstrap's SWIPE_THRESHOLD (docs/product.md P9). */
export const SWIPE_THRESHOLD = 40;

export interface CarouselSlide {
  key: string;
  /** The slide's name for screen readers ('2 dari 3'). */
  label: string;
  content: ReactNode;
}

type Direction = 'next' | 'prev';

/** A move under way: `to` comes in from the `direction` side while the shown one leaves. */
interface Move {
  to: number;
  direction: Direction;
}

/** How long an element's transition takes, as its style says (0 when there is none). */
function transitionMs(element: HTMLElement): number {
  const style = getComputedStyle(element);
  const ms = (value: string) => (parseFloat(value) || 0) * (value.includes('ms') ? 1 : 1000);
  return ms(style.transitionDuration) + ms(style.transitionDelay);
}

function isVisible(element: HTMLElement | null): boolean {
  const parent = element?.parentElement;
  if (!element || !parent) return false;
  const style = getComputedStyle(element);
  return (
    style.display !== 'none' &&
    style.visibility !== 'hidden' &&
    getComputedStyle(parent).display !== 'none'
  );
}

export function Carousel({
  slides,
  activeIndex,
  onSelect,
  interval,
  indicatorLabels,
  prevLabel,
  nextLabel,
  live,
}: {
  slides: readonly CarouselSlide[];
  activeIndex: number;
  onSelect: (index: number) => void;
  /** ms between turns; null: no turning. */
  interval: number | null;
  indicatorLabels: readonly string[];
  prevLabel: string;
  nextLabel: string;
  live: 'off' | 'polite';
}) {
  const count = slides.length;
  const several = count > 1;
  const [shown, setShown] = useState(activeIndex);
  const [move, setMove] = useState<Move | null>(null);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const leaving = useRef<HTMLDivElement>(null);
  const entering = useRef<HTMLDivElement>(null);
  const touchStartX = useRef(0);
  const touchDeltaX = useRef(0);
  const unpause = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A new index from outside (a dot, a key, a hidden banner) starts a move once none is
  // under way; forwards when it is further on.
  if (!move && activeIndex !== shown) {
    setMove({ to: activeIndex, direction: activeIndex > shown ? 'next' : 'prev' });
  }
  const current = move ? move.to : shown;

  // The entering slide is drawn in its starting place (carousel-item-next or -prev), laid
  // out, then both slide (Bootstrap's classes, put on the elements as Bootstrap's own script
  // does; the next render's classes replace them). Over at the entering slide's
  // transitionend, or when its transition's time is up (none under prefers-reduced-motion).
  useLayoutEffect(() => {
    const node = entering.current;
    if (!move) return;
    const end = () => {
      setShown(move.to);
      setMove(null);
    };
    if (!node) {
      const timer = setTimeout(end);
      return () => clearTimeout(timer);
    }
    const slide = move.direction === 'next' ? 'carousel-item-start' : 'carousel-item-end';
    void node.offsetHeight;
    node.classList.add(slide);
    leaving.current?.classList.add(slide);
    const onEnd = (event: Event) => {
      if (event.target === node) end();
    };
    node.addEventListener('transitionend', onEnd);
    const timer = setTimeout(end, transitionMs(node) + 5);
    return () => {
      node.removeEventListener('transitionend', onEnd);
      clearTimeout(timer);
    };
  }, [move]);
  useEffect(() => () => clearTimeout(unpause.current), []);

  const turn = (direction: Direction) => {
    if (move) return;
    let to = shown + (direction === 'next' ? 1 : -1);
    if (to >= count) to = 0;
    if (to < 0) to = count - 1;
    setMove({ to, direction });
    onSelect(to);
  };
  const tick = useEffectEvent(() => {
    if (!document.hidden && isVisible(root.current)) turn('next');
  });
  const playing = interval !== null && !paused && !move;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(tick, interval);
    return () => clearInterval(timer);
  }, [playing, interval, count]);

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    touchStartX.current = event.touches[0]?.clientX ?? 0;
    touchDeltaX.current = 0;
    setPaused(true);
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    touchDeltaX.current =
      event.touches.length > 1 || !touch ? 0 : touch.clientX - touchStartX.current;
  };
  const onTouchEnd = () => {
    const delta = touchDeltaX.current;
    if (Math.abs(delta) > SWIPE_THRESHOLD) turn(delta > 0 ? 'prev' : 'next');
    clearTimeout(unpause.current);
    unpause.current = setTimeout(() => setPaused(false), interval ?? undefined);
  };

  const itemClass = (index: number) => {
    if (move && index === move.to) return `carousel-item carousel-item-${move.direction}`;
    return index === shown ? 'carousel-item active' : 'carousel-item';
  };
  const itemRef = (index: number) => {
    if (!move) return undefined;
    if (index === move.to) return entering;
    return index === shown ? leaving : undefined;
  };

  return (
    <div
      ref={root}
      className="carousel slide"
      aria-live={live}
      onMouseOver={() => setPaused(true)}
      onMouseOut={() => setPaused(false)}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      {several && (
        <div className="carousel-indicators">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              data-bs-target=""
              aria-label={indicatorLabels[index]}
              className={index === current ? 'active' : undefined}
              onClick={() => onSelect(index)}
              aria-current={index === current}
            />
          ))}
        </div>
      )}
      <div className="carousel-inner">
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            ref={itemRef(index)}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
            className={itemClass(index)}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {several && (
        <>
          <Arrow direction="prev" label={prevLabel} onClick={() => turn('prev')} />
          <Arrow direction="next" label={nextLabel} onClick={() => turn('next')} />
        </>
      )}
    </div>
  );
}

/** Bootstrap's arrow: a link acting as a button, as react-bootstrap draws it. */
function Arrow({
  direction,
  label,
  onClick,
}: {
  direction: Direction;
  label: string;
  onClick: () => void;
}) {
  const click = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClick();
  };
  return (
    <a
      role="button"
      tabIndex={0}
      href="#"
      className={`carousel-control-${direction}`}
      onClick={click}
      onKeyDown={(event) => {
        if (event.key === ' ') click(event);
      }}
    >
      <span aria-hidden="true" className={`carousel-control-${direction}-icon`} />
      <span className="visually-hidden">{label}</span>
    </a>
  );
}
