/**
 * Work an answer does not wait for: a password-reset link is looked up, issued and e-mailed after
 * the 202 has gone, so the answer's time cannot tell whether the account exists (issue 32,
 * decision 033). Each task starts after the answer is handed to the socket (`setImmediate`) and is
 * tracked: `idle()` waits for those still running — tests, and a stopping server before its
 * database closes. A failure goes to `onError` (the person asks for another link).
 */
export interface Background {
  run(work: () => Promise<unknown>, onError: (error: unknown) => void): void;
  idle(): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<void>>();
  return {
    run(work, onError) {
      const task: Promise<void> = new Promise<void>((resolve) => {
        setImmediate(resolve);
      })
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => {
            onError(error);
          },
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
