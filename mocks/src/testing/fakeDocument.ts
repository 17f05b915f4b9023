import type { CardSdkDocument, CardSdkScriptElement } from '../domain';

type Listener = () => void;

export interface FakeScript extends CardSdkScriptElement {
  readonly removed: boolean;
}

export interface FakeDocument extends CardSdkDocument {
  readonly window: Record<string, unknown>;
  readonly appended: FakeScript[];
}

/**
 * Just enough of `document` for the card SDK loader, without a DOM library: appending a script
 * fetches its `src` (through msw) and runs it against a fake `window`, then fires `load`, or
 * `error` when the answer is not OK, like a browser. `mode: 'hang'` never answers.
 */
export function createFakeDocument(options: { origin?: string; mode?: 'fetch' | 'hang' } = {}): FakeDocument {
  const origin = options.origin ?? 'http://localhost';
  const win: Record<string, unknown> = {};
  const appended: FakeScript[] = [];

  function createScript(): FakeScript {
    const listeners: Record<string, Listener[]> = {};
    let removed = false;
    return {
      id: '',
      src: '',
      async: false,
      get removed() {
        return removed;
      },
      addEventListener(type, listener) {
        (listeners[type] ??= []).push(listener);
      },
      remove() {
        removed = true;
      },
      // Not part of the interface: used by `load` below.
      ...{ fire: (type: string) => listeners[type]?.forEach((listener) => listener()) },
    };
  }

  async function load(script: FakeScript & { fire?: (type: string) => void }) {
    try {
      const response = await fetch(new URL(script.src, origin));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const source = await response.text();
      // Running the served script is the point: it is what a browser does with a <script>.
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the fetched script is what this fake is for
      (new Function('window', source) as (window: unknown) => void)(win);
      script.fire?.('load');
    } catch {
      script.fire?.('error');
    }
  }

  return {
    window: win,
    appended,
    defaultView: win,
    createElement: () => createScript(),
    head: {
      appendChild(node: never) {
        const script = node as FakeScript;
        appended.push(script);
        if (options.mode !== 'hang') void load(script);
        return script;
      },
    },
  };
}
