// The customer's tokens in localStorage (key `token`, docs/product.md P3.1, and
// `refreshToken`) and what the web reads from an access token's payload.
import { createEmitter } from '../lib/store';
import { readItem, writeItem } from './storage';

export const TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

const changes = createEmitter();

export function getAccessToken(): string | null {
  return readItem('local', TOKEN_KEY) || null;
}

export function getRefreshToken(): string | null {
  return readItem('local', REFRESH_TOKEN_KEY) || null;
}

export function storeTokens(token: string, refreshToken?: string | null): void {
  writeItem('local', TOKEN_KEY, token);
  if (refreshToken !== undefined) writeItem('local', REFRESH_TOKEN_KEY, refreshToken);
  changes.emit();
}

export function clearTokens(): void {
  writeItem('local', TOKEN_KEY, null);
  writeItem('local', REFRESH_TOKEN_KEY, null);
  changes.emit();
}

/** Called whenever the stored tokens change in this tab. */
export const subscribeTokens = changes.subscribe;

/** The payload of a JWT, or null when the token is not a readable JWT. Not verified. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object'
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The user name an access token was issued to (`userName`, else `sub`). */
export function tokenUserName(token: string): string | null {
  const payload = decodeJwtPayload(token);
  const name = payload?.userName ?? payload?.sub;
  return typeof name === 'string' && name ? name : null;
}

/** When the token expires, in epoch milliseconds (`exp`), or null when it does not say. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}
