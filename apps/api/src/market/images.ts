import sharp from 'sharp';
import type { ImageProcessor } from '@cg/domain/server';

/**
 * Decoding refuses images above this many pixels before allocating them: a 20000×20000 PNG of a
 * few KB (a decompression bomb) is refused, not decoded into 1.6 GB.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * How image work is bounded (issue 34 item 3, decision 039): sharp runs in libuv's thread pool,
 * beside the event loop on the same cores; a burst of publishes took every core from the reads.
 */
export interface ImageWorkLimits {
  /** Images processed at once (each with one libvips thread: `sharp.concurrency(1)`). */
  readonly atOnce: number;
  /** Images waiting their turn; past this, a photo is refused at once with 503 (`ImagesBusy`). */
  readonly maxWaiting: number;
}

/** The defaults; main.ts reads IMAGE_QUEUE_MAX over them. */
export const IMAGE_WORK_LIMITS: ImageWorkLimits = { atOnce: 1, maxWaiting: 16 };

/** Too many photos waiting: the client is told to try again in a moment (503, never a 422). */
export class ImagesBusy extends Error {
  constructor() {
    super('image work queue full');
    this.name = 'ImagesBusy';
  }
}

/** A queue of at most `atOnce` jobs running and `maxWaiting` waiting. */
function createQueue(limits: ImageWorkLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= limits.atOnce) {
        if (waiting.length >= limits.maxWaiting) throw new ImagesBusy();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await job();
      } finally {
        // The slot passes to the next waiting job, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get waiting() {
      return waiting.length;
    },
    get running() {
      return running;
    },
  };
}

/**
 * The domain's image port on the server, with sharp: decoded under a pixel cap, turned upright by
 * its EXIF orientation, scaled to at most `maxDimension` on its longest side, re-encoded as WebP
 * with no metadata (EXIF, GPS, ICC comments are dropped: sharp keeps none unless asked). The
 * domain has already refused anything whose first bytes are not JPEG, PNG, WebP or GIF. At most
 * `limits.atOnce` images at a time, each on one libvips thread; past `limits.maxWaiting` waiting,
 * `ImagesBusy` (the API answers 503 in Spanish).
 */
export function createSharpImageProcessor(
  limits: ImageWorkLimits = IMAGE_WORK_LIMITS,
): ImageProcessor & { readonly queue: { readonly waiting: number; readonly running: number } } {
  // libvips' threads per image (process-wide): the images at once are the parallelism.
  sharp.concurrency(1);
  const queue = createQueue(limits);
  return {
    queue,
    async downscale(image, maxDimension) {
      // A failure (a bomb over the cap, a truncated file) becomes the domain's 'image_processing'.
      const input = Buffer.from(await image.arrayBuffer());
      const output = await queue.run(() =>
        sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
          .rotate()
          .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      );
      return new Blob([new Uint8Array(output)], { type: 'image/webp' });
    },
  };
}
