// The banner carousel of Data Polis (a chunk of its own): Bootstrap's carousel drawn by
// Carousel.tsx (react-bootstrap's rules without react-bootstrap), a new banner every 5000 ms
// and a swipe of 40 px (docs/product.md P9), the arrow keys once focus is inside, 'Jeda'/'Putar' to stop and start
// the turning (kept on the device), and per banner its picture with its alternative text,
// its title as the link (a portal page through the router, an https address in a new tab)
// and 'Sembunyikan'. The turning also stops while the pointer or focus is inside, and does
// not start by itself for someone who asked their system for less motion. Each picture
// keeps its 3:1 box before it loads (width, height and aspect-ratio) and the browser picks
// its size from the WebP variants (srcset); the first one shown is preloaded by the route
// (firstBanner.ts).
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../../api/generated/model/banner';
import { IconClose } from '../../../components/icons';
import { bannerFallbackSrc, bannerPage, bannerSrcSet } from '../../../shared/bannerLinks';
import { bannerMessages as m } from '../bannerMessages';
import {
  hideBanner,
  isHidden,
  prunePrefs,
  readBannerPrefs,
  writeBannerPrefs,
  type BannerPrefs,
} from './bannerPrefs';
import { Carousel } from './Carousel';
import { BANNER_SIZES } from './firstBanner';
// Its styles (carousel.scss, banners.css) come with BannerSlot, in the page's stylesheet.

/** docs/product.md P9. */
export const CAROUSEL_INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

function BannerTitle({ banner }: { banner: Banner }) {
  const page = banner.link_kind === 'ROUTE' ? bannerPage(banner.link_route) : undefined;
  if (page) {
    return (
      <Link to={page.path} className="banner-slide__title stretched-link">
        {banner.title}
      </Link>
    );
  }
  if (banner.link_kind === 'URL' && banner.link_url) {
    return (
      <a
        href={banner.link_url}
        target="_blank"
        rel="noopener noreferrer"
        className="banner-slide__title stretched-link"
      >
        {banner.title} <span className="visually-hidden">{m.newTab}</span>
      </a>
    );
  }
  return <span className="banner-slide__title">{banner.title}</span>;
}

function Slide({ banner, eager, onHide }: { banner: Banner; eager: boolean; onHide: () => void }) {
  const { image } = banner;
  return (
    <div className="banner-slide">
      <div className="banner-slide__frame">
        <img
          className="banner-slide__img"
          src={bannerFallbackSrc(image)}
          srcSet={bannerSrcSet(image)}
          sizes={BANNER_SIZES}
          width={image.width}
          height={image.height}
          alt={banner.alt_text}
          loading={eager ? 'eager' : 'lazy'}
          // The first picture is the page's largest paint: asked for first (the route's
          // prefetch preloads it at the same priority, firstBanner.ts).
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          draggable={false}
        />
      </div>
      <div className="banner-slide__caption">
        <BannerTitle banner={banner} />
        <button
          type="button"
          className="btn btn-sm btn-link banner-slide__hide"
          aria-label={m.hideLabel(banner.title)}
          onClick={onHide}
        >
          <IconClose aria-hidden="true" />
          <span className="banner-slide__hide-text">{m.hide}</span>
        </button>
      </div>
    </div>
  );
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      {playing ? (
        <path fill="currentColor" d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
      ) : (
        <path fill="currentColor" d="M4 2.2v11.6L13.5 8z" />
      )}
    </svg>
  );
}

export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [prefs, setPrefs] = useState<BannerPrefs>(() => prunePrefs(readBannerPrefs(), banners));
  const [playing, setPlaying] = useState(() => !prefs.paused && !prefersReducedMotion());
  const [index, setIndex] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const region = useRef<HTMLElement>(null);
  const returnFocus = useRef(false);

  // Storage follows each choice as it is made (not an effect after the next paint: the choice
  // is kept even if the page goes at once); on mounting it drops what no longer applies.
  const mounted = useRef(prefs);
  useEffect(() => writeBannerPrefs(mounted.current), []);
  const choose = (next: BannerPrefs) => {
    writeBannerPrefs(next);
    setPrefs(next);
  };
  useEffect(() => {
    if (!returnFocus.current) return;
    returnFocus.current = false;
    region.current?.focus();
  });

  const shown = banners.filter((banner) => !isHidden(prefs, banner));
  const active = Math.min(index, Math.max(shown.length - 1, 0));
  const several = shown.length > 1;
  const turning = several && playing && !focusInside;

  const togglePlay = () => {
    const next = !playing;
    setPlaying(next);
    choose({ ...prefs, paused: !next });
  };
  const hide = (banner: Banner) => {
    choose(hideBanner(prefs, banner));
    returnFocus.current = true; // the button is gone with its banner
  };
  const showAgain = () => {
    choose({ ...prefs, hidden: [] });
    setIndex(0);
    returnFocus.current = true;
  };
  // The arrow keys anywhere inside (Jeda included, which sits outside the slides' own
  // element), except in a field.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!several || /input|textarea|select/i.test((event.target as HTMLElement).tagName)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    setIndex((active + step + shown.length) % shown.length);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      ref={region}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={m.region}
      tabIndex={-1}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {shown.length === 0 ? (
        <p className="banner-carousel__hidden small mb-0">
          {m.hiddenAll(banners.length)}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={showAgain}
          >
            {m.showAgain}
          </button>
        </p>
      ) : (
        <>
          {several && (
            <button
              type="button"
              className="btn btn-sm btn-light banner-carousel__toggle"
              aria-label={playing ? m.pauseLabel : m.playLabel}
              onClick={togglePlay}
            >
              <PlayIcon playing={playing} />
              <span>{playing ? m.pause : m.play}</span>
            </button>
          )}
          <Carousel
            slides={shown.map((banner, i) => ({
              key: banner.banner_id,
              label: m.slide(i + 1, shown.length),
              content: <Slide banner={banner} eager={i === 0} onHide={() => hide(banner)} />,
            }))}
            activeIndex={active}
            onSelect={setIndex}
            interval={turning ? CAROUSEL_INTERVAL_MS : null}
            indicatorLabels={shown.map((banner, i) => m.indicator(i + 1, banner.title))}
            prevLabel={m.previous}
            nextLabel={m.next}
            live={turning ? 'off' : 'polite'}
          />
        </>
      )}
    </section>
  );
}
