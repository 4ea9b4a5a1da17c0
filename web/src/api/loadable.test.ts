import { describe, expect, it } from 'vitest';
import { mapLoadable, statusOf, toLoadable } from './loadable';

const query = (over: Partial<Parameters<typeof toLoadable>[0]>) => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  ...over,
});

describe('toLoadable', () => {
  it('is loading while pending and while retrying after a failure', () => {
    expect(toLoadable(query({ isPending: true })).state).toBe('loading');
    expect(
      toLoadable(query({ isError: true, isFetching: true, error: { status: 500 } })).state,
    ).toBe('loading');
  });

  it('carries the status of a thrown error or of a resolved error response', () => {
    expect(toLoadable(query({ isError: true, error: { status: 404 } }))).toEqual({
      state: 'error',
      status: 404,
    });
    expect(toLoadable(query({ data: { status: 500, data: {} } }))).toEqual({
      state: 'error',
      status: 500,
    });
    expect(toLoadable(query({ isError: true, error: new Error('NOT AUTHENTICATED!') }))).toEqual({
      state: 'error',
      status: undefined,
    });
  });

  it('gives the body of a 200 response', () => {
    const result = toLoadable(query({ data: { status: 200 as const, data: { total: 0 } } }));
    expect(result).toEqual({ state: 'success', data: { total: 0 } });
    expect(mapLoadable(result, (body) => (body as { total: number }).total)).toEqual({
      state: 'success',
      data: 0,
    });
  });

  it('finds the status where fetchers put it', () => {
    expect(statusOf({ response: { status: 403 } })).toBe(403);
    expect(statusOf({ cause: { status: 502 } })).toBe(502);
    expect(statusOf('boom')).toBeUndefined();
  });
});
