// The server's development outbox (OUTBOX_PATH): one JSON line per code sent,
// {to, channel, purpose, code, createdAt}, and per e-mail notice (purpose KYC_SUBMITTED,
// KYC_APPROVED, KYC_REJECTED, PASSWORD_CHANGED, RECOVERY_EMAIL_CHANGED, REFUND_REFUNDED;
// subject and body
// (SPAJ: the entry's code SPAJ_LOGIN and the approval's SPAJ_APPROVAL)
// instead of a code). A test notes the line count before the action
// that sends a code, then waits for the first new line that matches.
import { existsSync, readFileSync } from 'node:fs';

export interface OutboxLine {
  to: string;
  channel: 'SMS' | 'EMAIL';
  purpose:
    | 'LOGIN'
    | 'FORGOT_PASSWORD'
    | 'PENGKINIAN'
    | 'PENGKINIAN_EMAIL'
    | 'PENGKINIAN_HP'
    | 'KYC_SUBMITTED'
    | 'KYC_APPROVED'
    | 'KYC_REJECTED'
    | 'RECOVERY_EMAIL'
    | 'PASSWORD_CHANGED'
    | 'RECOVERY_EMAIL_CHANGED'
    | 'SPAJ_LOGIN'
    | 'SPAJ_APPROVAL'
    | 'REFUND_REFUNDED'
    | 'FUND_SWITCH'
    | 'FUND_SWITCH_INVESTED'
    | 'COMPLAINT_RECEIVED';
  code: string;
  createdAt: string;
}

export class Outbox {
  constructor(readonly path: string) {}

  lines(): OutboxLine[] {
    if (!existsSync(this.path)) return [];
    return readFileSync(this.path, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as OutboxLine);
  }

  /** Where the outbox ends now; pass it to `code` after the action that sends a code. */
  mark(): number {
    return this.lines().length;
  }

  /** The newest code written after `mark` that matches, waiting up to `timeoutMs`. */
  async code(
    mark: number,
    match: Partial<Pick<OutboxLine, 'to' | 'channel' | 'purpose'>> = {},
    timeoutMs = 15_000,
  ): Promise<OutboxLine> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines()
        .slice(mark)
        .filter(
          (line) =>
            (!match.to || line.to === match.to) &&
            (!match.channel || line.channel === match.channel) &&
            (!match.purpose || line.purpose === match.purpose),
        )
        .pop();
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no ${JSON.stringify(match)} code reached the outbox ${this.path}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}
