import { DomainError, MESSAGES } from '#src/errors';
import { IMAGE_MAX_DIMENSION } from '#src/constants';
import type { RandomSource } from '#src/ports/runtime';

/** Product images live outside localStorage, as Blobs, referenced by id. */
export interface ImageStore {
  put(image: Blob): Promise<string>;
  get(id: string): Promise<Blob | null>;
  delete(id: string): Promise<void>;
  /** Every stored id (optional: used to export and delete everything). */
  ids?(): Promise<readonly string[]>;
  /** Deletes every image (optional: `data.deleteAll` deletes the referenced ones otherwise). */
  clear?(): Promise<void>;
}

/** Downscales an image so its longest side is at most `maxDimension` pixels. */
export interface ImageProcessor {
  downscale(image: Blob, maxDimension: number): Promise<Blob>;
}

export type ImageMimeType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

/** The image type told by the file's first bytes (magic numbers), never by its name. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

async function headBytes(blob: Blob, n = 16): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, n).arrayBuffer());
}

/**
 * Checks the bytes, downscales and stores an image; returns its id.
 * Errors: 'Imagen requerida', 'Archivo no válido', 'Error al procesar la imagen'.
 */
export async function acceptImage(
  image: Blob | null | undefined,
  store: ImageStore,
  processor: ImageProcessor,
  allowed: readonly ImageMimeType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
): Promise<string> {
  if (!image || image.size === 0) {
    const [t, d] = MESSAGES.imageRequired;
    throw new DomainError('image_required', t, d, { image: d });
  }
  let head: Uint8Array;
  try {
    head = await headBytes(image);
  } catch (cause) {
    const [t, d] = MESSAGES.imageProcessing;
    throw new DomainError('image_processing', t, d, { image: t }, { cause });
  }
  const type = sniffImageType(head);
  if (type === null || !allowed.includes(type)) {
    const [t, d] = MESSAGES.imageInvalid;
    throw new DomainError('image_invalid', t, d, { image: d });
  }
  let processed: Blob;
  try {
    processed = await processor.downscale(image, IMAGE_MAX_DIMENSION);
  } catch (cause) {
    const [t, d] = MESSAGES.imageProcessing;
    throw new DomainError('image_processing', t, d, { image: t }, { cause });
  }
  return store.put(processed);
}

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

/** Keeps images as they are (GIF animations, or where no canvas exists). @internal */
export const passThroughImageProcessor: ImageProcessor = { downscale: async (image) => image };

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
