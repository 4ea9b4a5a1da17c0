// MSW handlers of a fund switch and a premium allocation change answering like the server:
// each /otp sends a code for that exact body (a masked destination, a wait of 60 s before a
// resend); the confirmation with 123456 succeeds, 000000 is an expired code, any other is a
// wrong one with the attempts left (locked after the limit: 429). Options: a switch already
// waiting (409), and sends the gateway does not take (503 code-not-sent). No artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  FundAllocationRequest,
  FundOrder,
  FundSwitchRequest,
  OtpInfo,
} from '../../../api/generated/model';
import { codeNotSent, problem } from '../../../test/http';
import { threeFunds } from './fixtures';

export const RIGHT_CODE = '123456';
export const EXPIRED_CODE = '000000';
export const EXPIRED_MESSAGE = 'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.';
export const SWITCH_WAITING_MESSAGE =
  'Masih ada pengalihan dana polis ini yang menunggu harga unit (order SW-20261127-P3N8R5TA). Pengalihan baru dapat diajukan setelah order itu selesai.';
export const SWITCH_TRADE_DATE = '2026-11-30';

const LIMIT = 5;

function otpInfo(channel: 'SMS' | 'EMAIL', attempt: number): OtpInfo {
  const now = Date.now();
  return {
    attempt,
    limit: LIMIT,
    channel,
    destination: channel === 'EMAIL' ? 'bu***@contoh.co.id' : '+62 812-****-7890',
    expiresAt: new Date(now + 5 * 60_000).toISOString(),
    resendAvailableAt: new Date(now + 60_000).toISOString(),
    lockedUntil: null,
    serverTime: new Date(now).toISOString(),
    delivery: channel === 'EMAIL' ? null : 'QUEUED',
  };
}

const fundName = (code: string) =>
  threeFunds.funds.funds.find((fund) => fund.fund_code === code)?.fund_name ?? code;

/** The order the server answers for a confirmed switch (waiting for Monday's prices). */
export function switchOrderOf(body: FundSwitchRequest): FundOrder {
  return {
    order_number: 'SW-20261128-H7K2M9QA',
    kind: 'SWITCH',
    kind_desc: 'Pengalihan Dana',
    status: 'AWAITING_PRICE',
    status_desc: 'Menunggu Harga Unit',
    amount: 0,
    charge: 0,
    invested_amount: 0,
    trade_date: SWITCH_TRADE_DATE,
    allocation: body.targets.map((target) => ({
      fund_code: target.fund_code,
      fund_name: fundName(target.fund_code),
      percent: target.percent,
      amount: 0,
    })),
    created_at: '2026-11-28T06:10:00Z',
    payment_id: null,
    sources: body.sources.map((source) => ({
      fund_code: source.fund_code,
      fund_name: fundName(source.fund_code),
      percent: source.percent ?? null,
      units: source.units ?? '0.0000',
      amount: 0,
    })),
  };
}

export interface ChangeHandlerOptions {
  /** A switch of the policy is already waiting (409 on the send and the confirmation). */
  switchWaiting?: boolean;
  /** The first sends the gateway does not take (503 code-not-sent). */
  notSent?: number;
}

export function fundChangeHandlers({
  switchWaiting = false,
  notSent = 0,
}: ChangeHandlerOptions = {}) {
  let refusals = notSent;
  let wrong = 0;
  let channel: 'SMS' | 'EMAIL' = 'SMS';
  const send = async (request: Request) => {
    const body = (await request.json()) as { channel: 'SMS' | 'EMAIL' };
    if (refusals > 0) {
      refusals -= 1;
      return codeNotSent();
    }
    wrong = 0;
    channel = body.channel;
    return HttpResponse.json(otpInfo(channel, 0));
  };
  const check = (otp: string) => {
    if (otp === EXPIRED_CODE) return problem(401, EXPIRED_MESSAGE);
    if (otp === RIGHT_CODE) return null;
    wrong += 1;
    if (wrong >= LIMIT) {
      return problem(429, 'Terlalu banyak percobaan. Coba lagi dalam 15 menit.', {
        lockedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
      });
    }
    return problem(401, `Kode OTP salah. Sisa percobaan ${LIMIT - wrong} kali.`, {
      attemptsRemaining: LIMIT - wrong,
    });
  };
  return [
    http.post('*/policy/fund/switch/otp', ({ request }) =>
      switchWaiting ? problem(409, SWITCH_WAITING_MESSAGE) : send(request),
    ),
    http.post('*/policy/fund/switch', async ({ request }) => {
      if (switchWaiting) return problem(409, SWITCH_WAITING_MESSAGE);
      const body = (await request.json()) as FundSwitchRequest;
      return check(body.otp) ?? HttpResponse.json(switchOrderOf(body), { status: 201 });
    }),
    http.post('*/policy/fund/allocation/otp', ({ request }) => send(request)),
    http.post('*/policy/fund/allocation', async ({ request }) => {
      const body = (await request.json()) as FundAllocationRequest;
      return (
        check(body.otp) ??
        HttpResponse.json({
          policy_number: body.policy_number,
          allocation: threeFunds.funds.funds.map((fund) => ({
            fund_code: fund.fund_code,
            fund_name: fund.fund_name,
            percent: body.allocation.find((a) => a.fund_code === fund.fund_code)?.percent ?? 0,
          })),
        })
      );
    }),
  ];
}
