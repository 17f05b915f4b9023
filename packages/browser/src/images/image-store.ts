import type { RandomSource } from '@cg/domain/ports/runtime';
import type { ImageProcessor, ImageStore } from '@cg/domain/ports/images';
import { headBytes, sniffImageType } from '@cg/domain/rules/images';

// The ports live in ports/images.ts and the acceptance rules in rules/images.ts (decision 037);
// re-exported here for the adapters that import them from this module.
export type { ImageProcessor, ImageStore } from '@cg/domain/ports/images';
export { sniffImageType, type ImageMimeType } from '@cg/domain/rules/images';

/** @internal */
export function createMemoryImageStore(
  random: Pick<RandomSource, 'id'>,
): ImageStore & Required<Pick<ImageStore, 'ids' | 'clear'>> & { size(): number } {
  const images = new Map<string, Blob>();
  return {
    async put(image) {
      const id = random.id();
      images.set(id, image);
      return id;
    },
    get: async (id) => images.get(id) ?? null,
    async delete(id) {
      images.delete(id);
    },
    ids: async () => [...images.keys()],
    async clear() {
      images.clear();
    },
    size: () => images.size,
  };
}

export interface BitmapLike {
  readonly width: number;
  readonly height: number;
  close?(): void;
}

export interface CanvasImageFunctions<B extends BitmapLike> {
  /** `globalThis.createImageBitmap`. */
  createImageBitmap(image: Blob): Promise<B>;
  /** Draws `bitmap` at width × height and encodes it (e.g. OffscreenCanvas.convertToBlob). */
  render(bitmap: B, width: number, height: number, type: string): Promise<Blob>;
}

/** Target size keeping aspect ratio, longest side ≤ max, never upscaled, at least 1 px. @internal */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Browser downscaler over injected createImageBitmap + canvas functions. */
export function createCanvasImageProcessor<B extends BitmapLike>(fns: CanvasImageFunctions<B>): ImageProcessor {
  return {
    async downscale(image, maxDimension) {
      const type = sniffImageType(await headBytes(image));
      // Re-encoding a GIF would drop its animation; small images are kept byte for byte.
      if (type === 'image/gif') return image;
      const bitmap = await fns.createImageBitmap(image);
      try {
        const target = fitWithin(bitmap.width, bitmap.height, maxDimension);
        if (target.width === bitmap.width && target.height === bitmap.height) return image;
        return await fns.render(bitmap, target.width, target.height, type === 'image/png' ? 'image/png' : 'image/jpeg');
      } finally {
        bitmap.close?.();
      }
    },
  };
}
