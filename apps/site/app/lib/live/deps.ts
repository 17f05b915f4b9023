// Everything browser-specific the live connection uses comes in through LiveDeps, so the unit
// tests can fake it (startLive in live.client.ts gives the real globals).
import type { LiveChange, LiveStatus } from './protocol';

/** What the listeners of EventSource and BroadcastChannel are given (a subset of MessageEvent). */
export interface LiveMessageEvent {
  readonly data?: unknown;
  readonly lastEventId?: string;
}

/** The part of EventSource used here. */
export interface LiveEventSource {
  readonly readyState: number;
  addEventListener(type: 'open' | 'error' | 'change' | 'reset', listener: (event: LiveMessageEvent) => void): void;
  close(): void;
}

/** The part of BroadcastChannel used here. */
export interface LiveChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: LiveMessageEvent) => void): void;
  close(): void;
}

/** The part of navigator.locks (LockManager) used here. */
export interface LiveLocks {
  request(
    name: string,
    options: { mode: 'exclusive'; signal?: AbortSignal },
    callback: () => Promise<void> | undefined,
  ): Promise<unknown>;
}

/** The part of a fetch Response used here. */
export interface LiveResponse {
  readonly ok: boolean;
  json(): Promise<unknown>;
}

export interface LiveDeps {
  /** `window.EventSource`; undefined where there is none (the poll is used then). */
  readonly EventSource?: new (url: string) => LiveEventSource;
  readonly fetch: (url: string, init: RequestInit) => Promise<LiveResponse>;
  /** `navigator.locks`; without it (or without BroadcastChannel) each tab runs its own stream. */
  readonly locks?: LiveLocks;
  readonly BroadcastChannel?: new (name: string) => LiveChannel;
  /** Timers; the global ones (looked up at each call) by default. */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout?: (handle: unknown) => void;
  /** For the backoff's jitter; Math.random by default. */
  readonly random?: () => number;
  /** Subscribes to the browser's online/offline events; returns unsubscribe. */
  readonly online?: (listener: (online: boolean) => void) => () => void;
  /**
   * The earliest moment (ms since the epoch) the data this tab shows may have been read: on
   * joining, the leader tab tells it the changes it heard since (the join gap). None: nothing
   * is asked (the tab's page reloads anyway, e.g. after a new session).
   */
  readonly since?: number;
  /**
   * The change-feed id the first data this tab shows was read at (the lowest `X-Change-Id` of its
   * answers, decision 038): a tab that opens its own stream before hearing anything asks the
   * server for the changes after it, so a change between its reads and its stream is not missed.
   * Null or absent: the stream starts at the server's latest.
   */
  readonly readFrom?: () => number | null;
  /** The clock the changes heard are stamped with; Date.now by default. */
  readonly now?: () => number;
  /** '/api/events' by default. */
  readonly eventsUrl?: string;
  /** '/api/events/poll' by default. */
  readonly pollUrl?: string;
  /**
   * The name of the Web Lock and of the BroadcastChannel; 'cg-live' by default. Give one per user
   * (e.g. `cg-live:<userId>`) so a tab still on an older session never shares another user's stream.
   */
  readonly name?: string;
}

export interface LiveConnection {
  /** Every new change once (duplicates dropped), and a RESYNC_TOPIC change after a reconnection. Returns unsubscribe. */
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Called at once with the current status, then on every change of it. Returns unsubscribe. */
  onStatus(listener: (status: LiveStatus) => void): () => void;
  readonly status: LiveStatus;
  /** Reconnects at once, without waiting for the backoff (a follower tab asks the leader). */
  retryNow(): void;
  /** Leaves for good: releases the lock, closes the stream and the channel, clears the timers. */
  close(): void;
}
