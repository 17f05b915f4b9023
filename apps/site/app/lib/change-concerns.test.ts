import type { ShouldRevalidateFunctionArgs } from '@remix-run/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isAbout,
  keptPart,
  liveChanges,
  liveReloadEnded,
  mustReload,
  reloadOnlyFor,
  revalidateFor,
  type SiteChange,
} from './change-concerns';

const here = new URL('http://localhost/pedidos');
/** What Remix passes to shouldRevalidate on a plain revalidation of the page at `here`. */
const revalidation = (over: Partial<ShouldRevalidateFunctionArgs> = {}): ShouldRevalidateFunctionArgs => ({
  currentUrl: here,
  currentParams: {},
  nextUrl: here,
  nextParams: {},
  defaultShouldRevalidate: true,
  ...over,
});

const requests = reloadOnlyFor((change) => change.topic === 'requests');
const published: SiteChange = { topic: 'requests', ids: ['r1'] };
const message: SiteChange = { topic: 'chats', ids: ['o1'] };

/** What `shouldRevalidate` answers when asked inside the root's revalidate() for `changes`. */
function askedFor(changes: SiteChange[], should = requests, args = revalidation()): boolean {
  let answer: boolean | undefined;
  revalidateFor(changes, () => {
    answer = should(args);
  });
  if (answer === undefined) throw new Error('not asked');
  return answer;
}

describe('which loaders a live change reloads', () => {
  afterEach(liveReloadEnded);

  it('a route reloads for the changes that concern it, and not for the others', () => {
    expect(askedFor([published])).toBe(true);
    expect(askedFor([message])).toBe(false);
    expect(askedFor([message, published])).toBe(true);
  });

  it('everything changed (a reconnection, a new session): every route reloads', () => {
    expect(askedFor([{ topic: 'resync', ids: [] }])).toBe(true);
  });

  it('outside a live reload (a navigation, a form, the page’s own revalidator) the usual answer holds', () => {
    expect(requests(revalidation({ defaultShouldRevalidate: false }))).toBe(false);
    expect(requests(revalidation())).toBe(true);
    const otherwise = vi.fn(() => false);
    expect(reloadOnlyFor(() => true, otherwise)(revalidation())).toBe(false);
    expect(otherwise).toHaveBeenCalledTimes(1);
    // A form submitted while a burst is being loaded is the form's revalidation, not the burst's.
    expect(askedFor([message], requests, revalidation({ formMethod: 'POST' }))).toBe(true);
    // A navigation started meanwhile too.
    expect(askedFor([message], requests, revalidation({ nextUrl: new URL('http://localhost/') }))).toBe(true);
  });

  it('the burst is forgotten once revalidate() returns, even when it throws', () => {
    expect(() =>
      revalidateFor([message], () => {
        throw new Error('router');
      }),
    ).toThrow('router');
    expect(requests(revalidation({ defaultShouldRevalidate: false }))).toBe(false);
  });

  it('a change whose ids are unknown (another tab of the static demo) is about anything of its topic', () => {
    expect(isAbout({ topic: 'chats', ids: [] }, 'o1')).toBe(true);
    expect(isAbout(message, 'o1')).toBe(true);
    expect(isAbout(message, 'o2')).toBe(false);
    expect(isAbout(message, null)).toBe(false);
  });

  it('a loader reuses a part the live reload’s burst does not concern, until the router is idle again', () => {
    const trips = (change: SiteChange) => change.topic === 'trips';
    expect(mustReload(trips)).toBe(true); // a navigation, a first load
    revalidateFor([published], () => undefined);
    expect(mustReload(trips)).toBe(false);
    liveReloadEnded();
    expect(mustReload(trips)).toBe(true);
    revalidateFor([{ topic: 'trips', ids: ['t1'] }, published], () => undefined);
    expect(mustReload(trips)).toBe(true);
    revalidateFor([{ topic: 'resync', ids: [] }], () => undefined);
    expect(mustReload(trips)).toBe(true);
    liveReloadEnded();
  });

  it('a part that can apply the burst itself (a new card) is made with no read; otherwise it is read', async () => {
    const part = keptPart<string[]>(
      (change) => change.topic === 'requests',
      (shown, changes) => (changes.every((c) => c.card) ? [...changes.map((c) => String(c.card?.id)), ...shown] : null),
    );
    const read = vi.fn(() => Promise.resolve(['r0']));
    expect(await part.load(read)).toEqual(['r0']);
    await Promise.resolve();
    revalidateFor([{ ...published, card: { id: 'r1' } }], () => undefined);
    expect(liveChanges()).toHaveLength(1);
    expect(await part.load(read)).toEqual(['r1', 'r0']);
    expect(read).toHaveBeenCalledTimes(1);
    liveReloadEnded();
    expect(liveChanges()).toBeNull();
    revalidateFor([published], () => undefined);
    expect(await part.load(read)).toEqual(['r0']);
    expect(read).toHaveBeenCalledTimes(2);
    liveReloadEnded();
  });
});
