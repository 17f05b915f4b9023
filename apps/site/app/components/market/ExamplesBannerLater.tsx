// The examples banner ("Quitar ejemplos", a react-aria button) without its code in the first load
// of `/` and `/pedidos` (decision 024): a route's loader that finds examples loads it before the
// page renders, and the page draws it synchronously, so it never pops in after the rest.
import type { ComponentType } from 'react';
import { SERVER_MODE } from '#app/lib/backend';

let loaded: ComponentType | null = null;
// A failed fetch leaves the banner out; the page still shows.
const load = () =>
  import('#app/components/market/ExamplesBanner').then(
    (m) => {
      loaded = m.ExamplesBanner;
    },
    () => undefined,
  );

/**
 * For a loader, before it asks for its data: in the static demo, where a first visit always
 * sees the examples, the banner's code starts now, beside the data; `whenExamples` waits for it.
 */
export function startExamplesBanner(): { whenExamples: (examples: boolean) => Promise<void> } {
  const early = SERVER_MODE ? null : load();
  return { whenExamples: (examples) => (examples ? (early ?? load()) : Promise.resolve()) };
}

/** The banner, once a loader loaded it (`startExamplesBanner`); nothing before. */
export function ExamplesBannerSlot() {
  const Banner = loaded;
  return Banner ? <Banner /> : null;
}
