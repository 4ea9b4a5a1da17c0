// MSW handlers of the admin's banner pages answering like the server, with state: the list
// (not ended in order, then ended, the latest end first), one banner with its history, a
// picture's upload (a new image id; the file's content is not checked here: stories and
// tests that need a 413, 415 or 422 answer with `failing`), create (last in the order),
// update and status with the version read (409 naming who changed it and when), and reorder
// (422 unless every banner not ended is named once). The link and schedule rules answer 422
// naming the field, as the server does. Pictures are drawn (test/bannerPicture.ts). The
// clock is BANNER_NOW. No artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  BannerAdmin,
  BannerEventChangesItem,
  BannerInput,
  BannerReorderRequest,
  BannerStatusRequest,
  BannerUpdateRequest,
} from '../../../api/generated/model';
import { bannerPictureResponse } from '../../../test/bannerPicture';
import { problem } from '../../../test/http';
import { adminImage, BANNER_NOW, demoDesk, STAFF, type DeskBanner } from './fixtures';

export const NOT_FOUND = 'Banner tidak ditemukan.';
/** The words drawn in a picture uploaded in stories and tests. */
export const UPLOADED_PICTURE_TEXT = 'Klaim rawat jalan lebih cepat';
export const ORDER_INCOMPLETE =
  'Urutan harus memuat setiap banner yang belum berakhir tepat sekali. Muat ulang daftar banner, lalu atur urutannya lagi.';

const at = (value: string) => new Date(value).getTime();
const now = () => at(BANNER_NOW);

function wibText(value: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')} ${get('hour')}.${get('minute')}`;
}

export function conflictMessage(banner: BannerAdmin): string {
  return `Banner ini baru saja diubah oleh ${banner.updated_by} pada ${wibText(banner.updated_at)} WIB. Muat ulang untuk melihat perubahannya.`;
}

function stateOf(banner: BannerAdmin): BannerAdmin['state'] {
  if (at(banner.end_at) <= now()) return 'ENDED';
  if (!banner.active) return 'INACTIVE';
  return at(banner.start_at) > now() ? 'SCHEDULED' : 'LIVE';
}

/** 422 for the rules a schema cannot say, as the server words them. */
function ruleProblem(input: BannerInput) {
  const errors: { field: string; message: string }[] = [];
  if (input.link_kind === 'ROUTE' && !input.link_route) {
    errors.push({ field: 'link_route', message: 'Pilih halaman portal yang dibuka banner ini.' });
  }
  if (input.link_kind === 'URL' && !input.link_url) {
    errors.push({ field: 'link_url', message: 'Isi alamat https yang dibuka banner ini.' });
  }
  if (at(input.end_at) <= at(input.start_at)) {
    errors.push({ field: 'end_at', message: 'Tanggal selesai harus setelah tanggal mulai.' });
  }
  if (errors.length === 0) return null;
  return problem(422, errors[0]!.message, { errors });
}

export interface BannerDesk {
  banners: DeskBanner[];
  handlers: HttpHandler[];
  /** The bodies the pages sent, by path ('/admin/banner/create', ...). */
  sent: { path: string; body: unknown }[];
}

export function bannerDesk(initial: DeskBanner[] = demoDesk()): BannerDesk {
  const banners = initial;
  const sent: { path: string; body: unknown }[] = [];
  let nextImage = 1;
  let nextBanner = 100;

  const ordered = () => {
    banners.forEach((b) => (b.banner.state = stateOf(b.banner)));
    const running = banners
      .filter((b) => b.banner.state !== 'ENDED')
      .sort((a, b) => a.banner.sort_order - b.banner.sort_order);
    const ended = banners
      .filter((b) => b.banner.state === 'ENDED')
      .sort((a, b) => at(b.banner.end_at) - at(a.banner.end_at));
    return [...running, ...ended];
  };
  const find = (id: string | null) => banners.find((b) => b.banner.banner_id === id);
  const record = (
    entry: DeskBanner,
    action: DeskBanner['history'][number]['action'],
    changes: BannerEventChangesItem[] = [],
  ) => {
    entry.banner.version += 1;
    entry.banner.updated_at = BANNER_NOW;
    entry.banner.updated_by = STAFF;
    entry.history.unshift({
      action,
      actor: STAFF,
      at: BANNER_NOW,
      version: entry.banner.version,
      changes,
    });
  };
  const picture = (file: string) => {
    const index = banners.findIndex((b) => b.banner.image.variants.some((v) => v.file === file));
    const width = Number(/-(\d+)\.webp$/.exec(file)?.[1] ?? 1280);
    // The demo's pictures carry no words; a picture uploaded here has a line drawn in it, so
    // the phone-sized preview shows how small such words get.
    return index < 0
      ? bannerPictureResponse(width, 4, UPLOADED_PICTURE_TEXT)
      : bannerPictureResponse(width, index);
  };

  const handlers: HttpHandler[] = [
    http.get('*/admin/banner/list', () =>
      HttpResponse.json({ data: ordered().map((b) => b.banner) }),
    ),
    http.get('*/admin/banner/detail', ({ request }) => {
      const entry = find(new URL(request.url).searchParams.get('banner_id'));
      if (!entry) return problem(404, NOT_FOUND);
      entry.banner.state = stateOf(entry.banner);
      return HttpResponse.json({ banner: entry.banner, history: entry.history });
    }),
    http.post('*/admin/banner/image', () => {
      const id = `DiunggahBaru${String(nextImage++).padStart(10, 'G')}`;
      return HttpResponse.json(adminImage(id), { status: 201 });
    }),
    http.post('*/admin/banner/create', async ({ request }) => {
      const input = (await request.json()) as BannerInput;
      sent.push({ path: '/admin/banner/create', body: input });
      const refused = ruleProblem(input);
      if (refused) return refused;
      const running = ordered().filter((b) => b.banner.state !== 'ENDED');
      const banner: BannerAdmin = {
        ...input,
        banner_id: `BNR-${String(nextBanner++).padStart(6, '0')}`,
        version: 1,
        image: adminImage(input.image_id),
        sort_order: Math.max(0, ...running.map((b) => b.banner.sort_order)) + 1,
        state: 'LIVE',
        created_at: BANNER_NOW,
        created_by: STAFF,
        updated_at: BANNER_NOW,
        updated_by: STAFF,
      };
      banner.state = stateOf(banner);
      banners.push({
        banner,
        history: [{ action: 'CREATED', actor: STAFF, at: BANNER_NOW, version: 1, changes: [] }],
      });
      return HttpResponse.json(banner, { status: 201 });
    }),
    http.post('*/admin/banner/update', async ({ request }) => {
      const input = (await request.json()) as BannerUpdateRequest;
      sent.push({ path: '/admin/banner/update', body: input });
      const entry = find(input.banner_id);
      if (!entry) return problem(404, NOT_FOUND);
      if (entry.banner.version !== input.version)
        return problem(409, conflictMessage(entry.banner));
      const refused = ruleProblem(input);
      if (refused) return refused;
      const old = entry.banner;
      const changes: BannerEventChangesItem[] = [];
      if (old.title !== input.title) changes.push('title');
      if (old.alt_text !== input.alt_text) changes.push('alt_text');
      if (old.image.image_id !== input.image_id) changes.push('image');
      if (
        old.link_kind !== input.link_kind ||
        old.link_route !== input.link_route ||
        old.link_url !== input.link_url
      ) {
        changes.push('link');
      }
      if (at(old.start_at) !== at(input.start_at) || at(old.end_at) !== at(input.end_at)) {
        changes.push('schedule');
      }
      if (old.active !== input.active) changes.push('active');
      if (changes.length > 0) {
        const { banner_id: _id, version: _version, image_id, ...content } = input;
        entry.banner = {
          ...old,
          ...content,
          image: image_id === old.image.image_id ? old.image : adminImage(image_id),
        };
        record(entry, 'UPDATED', changes);
        entry.banner.state = stateOf(entry.banner);
      }
      return HttpResponse.json(entry.banner);
    }),
    http.post('*/admin/banner/status', async ({ request }) => {
      const input = (await request.json()) as BannerStatusRequest;
      sent.push({ path: '/admin/banner/status', body: input });
      const entry = find(input.banner_id);
      if (!entry) return problem(404, NOT_FOUND);
      if (entry.banner.version !== input.version)
        return problem(409, conflictMessage(entry.banner));
      if (entry.banner.active !== input.active) {
        entry.banner.active = input.active;
        record(entry, input.active ? 'ACTIVATED' : 'DEACTIVATED');
        entry.banner.state = stateOf(entry.banner);
      }
      return HttpResponse.json(entry.banner);
    }),
    http.post('*/admin/banner/reorder', async ({ request }) => {
      const input = (await request.json()) as BannerReorderRequest;
      sent.push({ path: '/admin/banner/reorder', body: input });
      const running = ordered()
        .filter((b) => b.banner.state !== 'ENDED')
        .map((b) => b.banner.banner_id);
      const named = [...input.banner_ids].sort();
      if (named.join() !== [...running].sort().join()) return problem(422, ORDER_INCOMPLETE);
      input.banner_ids.forEach((id, i) => {
        const entry = find(id)!;
        if (entry.banner.sort_order === i + 1) return;
        entry.banner.sort_order = i + 1;
        record(entry, 'REORDERED', ['sort_order']);
      });
      return HttpResponse.json({ data: ordered().map((b) => b.banner) });
    }),
    http.get('*/banner/image/:file', ({ params }) => picture(String(params.file))),
  ];
  return { banners, handlers, sent };
}
