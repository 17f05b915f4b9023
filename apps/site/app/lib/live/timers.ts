/** A timer by name: setting one again replaces it; none runs once the connection is closed. */
export interface NamedTimers<Name extends string> {
  readonly later: (which: Name, ms: number, run: () => void) => void;
  readonly cancel: (which: Name) => void;
  readonly cancelAll: () => void;
}

export function namedTimers<Name extends string>(
  set: (callback: () => void, ms: number) => unknown,
  clear: (handle: unknown) => void,
  closed: () => boolean,
): NamedTimers<Name> {
  const timers = new Map<Name, unknown>();

  function later(which: Name, ms: number, run: () => void) {
    cancel(which);
    timers.set(
      which,
      set(() => {
        timers.delete(which);
        if (!closed()) run();
      }, ms),
    );
  }

  function cancel(which: Name) {
    if (!timers.has(which)) return;
    clear(timers.get(which));
    timers.delete(which);
  }

  return {
    later,
    cancel,
    cancelAll() {
      for (const which of [...timers.keys()]) cancel(which);
    },
  };
}
