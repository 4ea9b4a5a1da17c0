// The banner form's rules. The field rules come from the contract's generated zod constants
// (BannerInput: title, alternative text, https address); the rules a schema cannot say are
// the server's own (a link that matches its kind, the end after the start and not past),
// checked here too with the same Indonesian words. Loaded with the form, not the page (zod
// and the generated schemas are a chunk of their own).
import { z } from 'zod';
import '../../api/zodSetup';
import type { BannerImage } from '../../api/generated/model';
import {
  createBannerBodyAltTextMax,
  createBannerBodyAltTextMin,
  createBannerBodyAltTextRegExp,
  createBannerBodyLinkUrlMax,
  createBannerBodyLinkUrlRegExp,
  createBannerBodyTitleMax,
  createBannerBodyTitleMin,
  createBannerBodyTitleRegExp,
} from '../../api/generated/zod/admin/admin.zod';
import type { BannerRouteName } from '../../shared/bannerLinks';
import { epoch, type BannerField } from './bannerValues';
import { messages } from './messages';

const m = messages.form;
export const TITLE_MAX = createBannerBodyTitleMax;
export const ALT_TEXT_MAX = createBannerBodyAltTextMax;
export const URL_MAX = createBannerBodyLinkUrlMax;

export function bannerSchema({ now, initialEnd }: { now: () => Date; initialEnd?: string }) {
  return z
    .object({
      title: z.string(),
      alt_text: z.string(),
      image: z.custom<BannerImage | null>(),
      link_kind: z.enum(['ROUTE', 'URL', 'NONE']),
      link_route: z.custom<BannerRouteName | ''>((value) => typeof value === 'string'),
      link_url: z.string(),
      start_at: z.string(),
      end_at: z.string(),
      active: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: BannerField, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const title = v.title.trim();
      if (title.length < createBannerBodyTitleMin || title.length > TITLE_MAX) {
        issue('title', m.titleRequired);
      } else if (!createBannerBodyTitleRegExp.test(title)) issue('title', m.titleShape);
      const alt = v.alt_text.trim();
      if (alt.length < createBannerBodyAltTextMin || alt.length > ALT_TEXT_MAX) {
        issue('alt_text', m.altRequired);
      } else if (!createBannerBodyAltTextRegExp.test(alt)) issue('alt_text', m.altShape);
      if (!v.image) issue('image', m.imageRequired);
      if (v.link_kind === 'ROUTE' && !v.link_route) issue('link_route', m.routeRequired);
      if (v.link_kind === 'URL') {
        const url = v.link_url.trim();
        if (!url) issue('link_url', m.urlRequired);
        else if (url.length > URL_MAX || !createBannerBodyLinkUrlRegExp.test(url)) {
          issue('link_url', m.urlShape);
        }
      }
      const start = epoch(v.start_at);
      const end = epoch(v.end_at);
      if (Number.isNaN(start)) issue('start_at', m.startRequired);
      if (Number.isNaN(end)) issue('end_at', m.endRequired);
      else if (!Number.isNaN(start) && end <= start) issue('end_at', m.endBeforeStart);
      else if (v.end_at !== initialEnd && end <= now().getTime()) issue('end_at', m.endPassed);
    });
}
