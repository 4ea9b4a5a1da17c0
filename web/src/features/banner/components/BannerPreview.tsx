// The banner as customers will see it, cropped to 3:1 with its title under it: on a wide
// screen, and at a phone's size (343 px wide, as on a 375 px phone) with the rule for words
// drawn in the picture: they shrink to a quarter or less, so they must stay readable there,
// and the message belongs to the title and the alternative text. The picture is the chosen
// file while it uploads, then the server's own WebP sizes.
import { useState, type SyntheticEvent } from 'react';
import type { BannerImage } from '../../../api/generated/model';
import { bannerFallbackSrc, bannerSrcSet } from '../../../shared/bannerLinks';
import { messages } from '../messages';
import {
  croppedWidth,
  PHONE_BANNER_HEIGHT,
  PHONE_BANNER_WIDTH,
  phonePercent,
  smallestLetterPx,
} from '../phonePreview';

const m = messages.form;

/** '640, 1280 dan 1920' */
function widthsText(image: BannerImage): string {
  const widths = image.variants.map((v) => String(v.width));
  const last = widths.pop() ?? '';
  return widths.length > 0 ? `${widths.join(', ')} dan ${last}` : last;
}

export interface BannerPreviewProps {
  id: string;
  /** The chosen file's address while it uploads. */
  local: string | null;
  value: BannerImage | null;
  title: string;
  altText: string;
}

export function BannerPreview({ id, local, value, title, altText }: BannerPreviewProps) {
  // The chosen file's width once cropped (known when it has loaded).
  const [localWidth, setLocalWidth] = useState<number | null>(null);
  const pictureWidth = local ? localWidth : (value?.width ?? null);
  const shownTitle = title.trim() || m.previewTitle;
  const onLocalLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    setLocalWidth(croppedWidth(naturalWidth, naturalHeight));
  };
  const picture = (phone: boolean) =>
    local ? (
      <img
        className="cms-preview__img"
        src={local}
        alt={phone ? '' : m.previewAlt(altText)}
        onLoad={phone ? undefined : onLocalLoad}
      />
    ) : value ? (
      <img
        className="cms-preview__img"
        src={bannerFallbackSrc(value)}
        srcSet={bannerSrcSet(value)}
        sizes={phone ? `${PHONE_BANNER_WIDTH}px` : '(min-width: 992px) 640px, 100vw'}
        width={value.width}
        height={value.height}
        // The phone's copy is the same picture again: one name for it is enough.
        alt={phone ? '' : m.previewAlt(altText)}
      />
    ) : null;

  return (
    <figure className="cms-preview mt-3 mb-0" aria-labelledby={`${id}-preview`}>
      <figcaption id={`${id}-preview`} className="cms-preview__heading">
        {m.preview}
      </figcaption>
      <div className="cms-preview__panes">
        <div className="cms-preview__pane cms-preview__pane--wide">
          <p className="cms-preview__label">{m.previewWide}</p>
          <div className="cms-preview__frame">{picture(false)}</div>
          <p className="cms-preview__title" aria-hidden="true">
            {shownTitle}
          </p>
        </div>
        <div className="cms-preview__pane cms-preview__pane--phone">
          <p className="cms-preview__label">
            {m.previewPhone(PHONE_BANNER_WIDTH, PHONE_BANNER_HEIGHT)}
          </p>
          <div className="cms-preview__frame">{picture(true)}</div>
          <p className="cms-preview__title" aria-hidden="true">
            {shownTitle}
          </p>
        </div>
      </div>
      <div className="cms-preview__rule small" role="note" aria-label={m.textRuleTitle}>
        <p className="fw-semibold mb-1">{m.textRuleTitle}</p>
        <p className="mb-0">
          {pictureWidth
            ? m.textRule(phonePercent(pictureWidth), pictureWidth, smallestLetterPx(pictureWidth))
            : m.textRuleGeneral}{' '}
          {m.textRuleMessage}
        </p>
      </div>
      <p className="form-text mb-0">
        {local ? m.previewLocal : value ? `${m.previewHint} ${m.sizes(widthsText(value))}` : null}
      </p>
    </figure>
  );
}
