// The claim request guard of docs/product.md P2.6 (route klaim-pengajuan), as a function:
// the address's parameters, the popup on failure, and what a failure means coming from
// klaim (the navigation is refused: 'Invalid Claim Request!', Claim Validation) or from
// anywhere else (back to klaim).
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeErrorPopup, getErrorPopup } from '../api/popup';
import { eligibilityFor, HEALTH, DIMAS } from '../features/claim/testing/fixtures';
import { claimServer } from '../features/claim/testing/handlers';
import { companyProfileHandler, problem } from '../test/http';
import { claimRequestGuard, claimRequestParams } from './claimRequestGuard';
import { claimRequestFailed, ClaimValidationError } from './claimValidation';
import { appMessages } from './messages';

const server = setupServer(companyProfileHandler(), ...claimServer().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('token', 'test-access-token'));
afterEach(() => {
  server.resetHandlers();
  closeErrorPopup();
});
afterAll(() => server.close());

const search = (query: string) => new URLSearchParams(query);
const VALID = `policy=${HEALTH}&insured=${DIMAS}&benefit=RAWAT_INAP`;
const REFUSED =
  'Manfaat Penyakit Kritis baru dapat diklaim untuk kejadian mulai 13 Juni 2024 (masa tunggu 90 hari).';

describe('claim request parameters', () => {
  it('reads policy, insured and benefit as the contract wants them', () => {
    expect(claimRequestParams(search(VALID))).toEqual({
      policy_number: HEALTH,
      insured_id: DIMAS,
      benefit: 'RAWAT_INAP',
    });
  });

  it.each([
    ['nothing', ''],
    ['no benefit', `policy=${HEALTH}&insured=12`],
    ['an unknown benefit', `policy=${HEALTH}&insured=12&benefit=GIGI`],
    ['a malformed policy', 'policy=ks-1&insured=12&benefit=RAWAT_INAP'],
    ['an insured that is not a number', `policy=${HEALTH}&insured=12a&benefit=RAWAT_INAP`],
    ['insured 0', `policy=${HEALTH}&insured=0&benefit=RAWAT_INAP`],
  ])('refuses %s', (_name, query) => {
    expect(claimRequestParams(search(query))).toBeNull();
  });
});

describe('after a failure', () => {
  it("coming from klaim: raises 'Invalid Claim Request!' named Claim Validation", () => {
    let raised: unknown;
    try {
      claimRequestFailed('klaim');
    } catch (error) {
      raised = error;
    }
    expect(raised).toBeInstanceOf(ClaimValidationError);
    expect(raised).toMatchObject({ name: 'Claim Validation', message: 'Invalid Claim Request!' });
  });

  it.each([undefined, 'detail-polis', 'klaim-submission-detail'])(
    'coming from %s (a direct visit, another page): back to klaim',
    (from) => {
      expect(claimRequestFailed(from)).toEqual({ kind: 'redirect', to: '/klaim' });
    },
  );
});

describe('claimRequestGuard', () => {
  it('valid: the answer the form needs, no popup', async () => {
    const outcome = await claimRequestGuard({ search: search(VALID), from: 'klaim' });
    expect(outcome).toEqual({
      kind: 'allow',
      eligibility: eligibilityFor(HEALTH, DIMAS, 'RAWAT_INAP'),
    });
    expect(getErrorPopup()).toBeNull();
  });

  it("422 from klaim: the server's message in the popup, and the navigation refused", async () => {
    server.use(http.get('*/api/claim/validate/benefit', () => problem(422, REFUSED)));
    await expect(claimRequestGuard({ search: search(VALID), from: 'klaim' })).rejects.toMatchObject(
      {
        name: 'Claim Validation',
        message: 'Invalid Claim Request!',
      },
    );
    expect(getErrorPopup()).toMatchObject({ title: 'Peringatan', message: REFUSED });
  });

  it('404 on a direct visit: the popup, then back to klaim', async () => {
    server.use(
      http.get('*/api/claim/validate/benefit', () =>
        problem(404, 'Polis atau tertanggung tidak ditemukan.'),
      ),
    );
    const outcome = await claimRequestGuard({ search: search(VALID), from: undefined });
    expect(outcome).toEqual({ kind: 'redirect', to: '/klaim' });
    expect(getErrorPopup()?.message).toBe('Polis atau tertanggung tidak ditemukan.');
  });

  it('missing parameters count as a failure: no call, the popup, back to klaim', async () => {
    const validate = vi.fn();
    const outcome = await claimRequestGuard({ search: search(''), from: undefined, validate });
    expect(validate).not.toHaveBeenCalled();
    expect(outcome).toEqual({ kind: 'redirect', to: '/klaim' });
    expect(getErrorPopup()?.message).toBe(appMessages.claimRequestInvalid);
  });

  it('a navigation overtaken by another says nothing', async () => {
    const controller = new AbortController();
    const validate = vi.fn(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(
      claimRequestGuard({
        search: search(VALID),
        from: 'klaim',
        signal: controller.signal,
        validate,
      }),
    ).rejects.toThrow('aborted');
    expect(getErrorPopup()).toBeNull();
  });
});
