// MSW handlers of the policy endpoints answering like the server: the detail and cards of
// the asked policy, 404 problem+json for anything else, and the carousel's banners of Data
// Polis. No artificial delay.
import { http, HttpResponse } from 'msw';
import type { AAACardInfo, Banner, PolicyDetail, PolicyList } from '../../../api/generated/model';
import { demoBanners } from './bannerFixtures';
import { bannerHandlers } from './bannerHandlers';
import { detailsByNumber, healthCards, policyList } from './fixtures';

export function problem(status: number, message: string) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, message },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export const notFound = () => problem(404, 'Data yang Anda cari tidak ditemukan.');
export const serverError = () =>
  problem(500, 'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.');

export interface PolicyHandlerOptions {
  list?: PolicyList;
  /** The carousel's banners (the demo's three by default). */
  banners?: readonly Banner[];
  details?: Record<string, PolicyDetail>;
  cards?: Record<string, AAACardInfo>;
}

export function policyHandlers({
  list = policyList,
  details = detailsByNumber,
  cards = { [healthCards.policy_number]: healthCards },
  banners = demoBanners,
}: PolicyHandlerOptions = {}) {
  return [
    ...bannerHandlers(banners),
    http.get('*/policy/list', () => HttpResponse.json(list)),
    http.get('*/policy/detail', ({ request }) => {
      const no = new URL(request.url).searchParams.get('policy_number') ?? '';
      const detail = details[no];
      return detail ? HttpResponse.json(detail) : notFound();
    }),
    http.get('*/policy/infoAAACard', ({ request }) => {
      const no = new URL(request.url).searchParams.get('policy_number') ?? '';
      const info = cards[no];
      return info ? HttpResponse.json(info) : notFound();
    }),
  ];
}
