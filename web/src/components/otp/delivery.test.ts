// When a page reads an SMS code's info again (refetchInterval of its info query): every 5 s
// while the report is to come, never past 2 minutes after the send, never for an e-mail or
// a code not tracked, and no more once the report is final.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OtpInfo } from '../../api/generated/model/otpInfo';
import {
  awaitsDelivery,
  DELIVERY_POLL_FOR_MS,
  DELIVERY_POLL_MS,
  deliveryRefetchInterval,
} from './delivery';

const SENT_AT = Date.parse('2026-11-22T03:00:00Z');

function info(extra: Partial<OtpInfo>): OtpInfo {
  return {
    attempt: 0,
    limit: 5,
    channel: 'SMS',
    destination: '+62 812-****-7890',
    expiresAt: '2026-11-22T03:05:00Z',
    resendAvailableAt: '2026-11-22T03:01:00Z',
    lockedUntil: null,
    serverTime: '2026-11-22T03:00:00Z',
    delivery: 'QUEUED',
    ...extra,
  };
}

const interval = (extra: Partial<OtpInfo> | null) =>
  deliveryRefetchInterval(SENT_AT)({ state: { data: extra ? { data: info(extra) } : undefined } });

describe('deliveryRefetchInterval', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(SENT_AT);
  });
  afterEach(() => vi.useRealTimers());

  it('every 5 s while the SMS is on its way (QUEUED at the gateway, SENT to the operator)', () => {
    expect(interval({ delivery: 'QUEUED' })).toBe(DELIVERY_POLL_MS);
    vi.advanceTimersByTime(30_000);
    expect(interval({ delivery: 'SENT' })).toBe(5_000);
  });

  it('stops at a final report: delivered or undeliverable', () => {
    expect(interval({ delivery: 'DELIVERED' })).toBe(false);
    expect(interval({ delivery: 'FAILED' })).toBe(false);
  });

  it('never for an e-mail or a code not tracked (null), nor before any info', () => {
    expect(interval({ channel: 'EMAIL', delivery: null })).toBe(false);
    expect(interval({ delivery: null })).toBe(false);
    expect(interval(null)).toBe(false);
  });

  it('the last read at most 2 minutes after the send, whatever the report', () => {
    vi.setSystemTime(SENT_AT + DELIVERY_POLL_FOR_MS - DELIVERY_POLL_MS);
    expect(interval({ delivery: 'QUEUED' })).toBe(5_000);
    vi.advanceTimersByTime(1);
    expect(interval({ delivery: 'QUEUED' })).toBe(false);
    vi.setSystemTime(SENT_AT + 10 * 60_000);
    expect(interval({ delivery: 'SENT' })).toBe(false);
  });
});

describe('awaitsDelivery', () => {
  it('only an SMS whose report is still to come', () => {
    expect(awaitsDelivery(info({ delivery: 'QUEUED' }))).toBe(true);
    expect(awaitsDelivery(info({ delivery: 'SENT' }))).toBe(true);
    expect(awaitsDelivery(info({ delivery: 'DELIVERED' }))).toBe(false);
    expect(awaitsDelivery(info({ channel: 'EMAIL', delivery: 'QUEUED' }))).toBe(false);
    expect(awaitsDelivery(null)).toBe(false);
  });
});
