/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `server`: the site talks to the API on its origin (`npm start`); unset: the static demo. */
  readonly VITE_CG_BACKEND?: 'server' | 'static';
  /** Server mode: the payment provider's card SDK and its public key (default: the sandbox's). */
  readonly VITE_CARD_SDK_URL?: string;
  readonly VITE_CARD_PUBLIC_KEY?: string;
}
