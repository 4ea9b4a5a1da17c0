// The banner form's values and the request bodies made from them (the rules are in
// bannerRules.ts, loaded with the form). Times are typed in WIB (a date and a 24-hour time,
// held together as 'YYYY-MM-DDTHH:mm') and sent with +07:00.
import type {
  BannerAdmin,
  BannerImage,
  BannerInput,
  BannerLinkKind,
  BannerUpdateRequest,
} from '../../api/generated/model';
import type { BannerRouteName } from '../../shared/bannerLinks';

export interface BannerFormValues {
  title: string;
  alt_text: string;
  /** The uploaded picture (POST /admin/banner/image), null until there is one. */
  image: BannerImage | null;
  link_kind: BannerLinkKind;
  link_route: BannerRouteName | '';
  link_url: string;
  /** WIB, the schedule field's date and time together: '2026-12-01T08:00'. */
  start_at: string;
  end_at: string;
  active: boolean;
}

export type BannerField = keyof BannerFormValues;

const WIB = 'Asia/Jakarta';
const datePart = new Intl.DateTimeFormat('en-CA', { timeZone: WIB });
const timePart = new Intl.DateTimeFormat('en-GB', {
  timeZone: WIB,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A moment as the form's value in WIB: '2026-12-01T08:00'. */
export function wibInput(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return '';
  return `${datePart.format(date)}T${timePart.format(date)}`;
}

/** The form's value (typed in WIB) as the contract's date-time ('…T08:00:00+07:00'). */
export function wibMoment(value: string): string | null {
  return LOCAL.test(value) ? `${value}:00+07:00` : null;
}

/** The form's value as milliseconds (NaN when it is not a date and time). */
export const epoch = (value: string) => {
  const moment = wibMoment(value);
  return moment ? new Date(moment).getTime() : Number.NaN;
};

/** A new banner: active from now (WIB, to the minute) for thirty days. */
export function emptyValues(now: Date = new Date()): BannerFormValues {
  const end = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  return {
    title: '',
    alt_text: '',
    image: null,
    link_kind: 'ROUTE',
    link_route: '',
    link_url: '',
    start_at: wibInput(now),
    end_at: `${wibInput(end).slice(0, 10)}T23:59`,
    active: true,
  };
}

export function valuesOf(banner: BannerAdmin): BannerFormValues {
  return {
    title: banner.title,
    alt_text: banner.alt_text,
    image: banner.image,
    link_kind: banner.link_kind,
    link_route: banner.link_route ?? '',
    link_url: banner.link_url ?? '',
    start_at: wibInput(banner.start_at),
    end_at: wibInput(banner.end_at),
    active: banner.active,
  };
}

/**
 * The rules. `initialEnd`: the end the banner had (editing); the end must not be past only
 * when it is new or changed, as on the server.
 */
/** The body of POST /admin/banner/create (after the rules passed). */
export function inputOf(values: BannerFormValues): BannerInput {
  return {
    title: values.title.trim(),
    alt_text: values.alt_text.trim(),
    image_id: values.image?.image_id ?? '',
    link_kind: values.link_kind,
    link_route: values.link_kind === 'ROUTE' && values.link_route ? values.link_route : null,
    link_url: values.link_kind === 'URL' ? values.link_url.trim() : null,
    start_at: wibMoment(values.start_at) ?? values.start_at,
    end_at: wibMoment(values.end_at) ?? values.end_at,
    active: values.active,
  };
}

export function updateOf(
  banner: Pick<BannerAdmin, 'banner_id' | 'version'>,
  values: BannerFormValues,
): BannerUpdateRequest {
  return { banner_id: banner.banner_id, version: banner.version, ...inputOf(values) };
}

/** The form's field a server error names (the body's own names), or null. */
export function fieldOf(field: string): BannerField | null {
  if (field === 'image_id' || field === 'file') return 'image';
  const fields: BannerField[] = [
    'title',
    'alt_text',
    'link_route',
    'link_url',
    'start_at',
    'end_at',
  ];
  return (fields as string[]).includes(field) ? (field as BannerField) : null;
}
