// The flags the product names, as SVG from country-flag-icons (MIT; simplified, about 0.2–1.4 KB
// each, 3:2). Only these are imported, so the bundle carries 20 flags, not 250. Typed by the
// domain's list: a code added there without a drawing here fails the type check.
import type { FlagCode } from '@cg/domain';
import {
  AR,
  AU,
  BO,
  BR,
  CA,
  CL,
  CN,
  CO,
  DE,
  ES,
  FR,
  GB,
  IT,
  JP,
  KR,
  MX,
  PE,
  PY,
  US,
  UY,
} from 'country-flag-icons/string/3x2';

const svgs: Record<FlagCode, string> = {
  US,
  ES,
  FR,
  IT,
  DE,
  GB,
  JP,
  KR,
  CN,
  BR,
  MX,
  CA,
  AU,
  AR,
  CL,
  UY,
  PY,
  BO,
  PE,
  CO,
};

/**
 * Any other country: the white flag, our own drawing in the same 3:2 box (the spec's "white
 * flag"; the frame every flag gets in Flag.css keeps it visible on white).
 */
const whiteFlag = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><path fill="#fff" d="M0 0h3v2H0z"/></svg>';

/** Every code with a drawing (the domain's `FLAG_CODES`, in its order). @internal */
export const drawnFlagCodes = Object.keys(svgs) as FlagCode[];

const toDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const cache = new Map<string, string>();

/** The image of a flag, as a data URL: the country's own, or the white flag for no or an unknown code. */
export function flagImage(code: string | undefined): string {
  const key = code && code in svgs ? (code as FlagCode) : 'white';
  let url = cache.get(key);
  if (!url) {
    url = toDataUrl(key === 'white' ? whiteFlag : svgs[key]);
    cache.set(key, url);
  }
  return url;
}
