import sharp from 'sharp';
import type { ImageProcessor } from '@cg/domain';

/**
 * Decoding refuses images above this many pixels before allocating them: a 20000×20000 PNG of a
 * few KB (a decompression bomb) is refused, not decoded into 1.6 GB.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The domain's image port on the server, with sharp: decoded under a pixel cap, turned upright by
 * its EXIF orientation, scaled to at most `maxDimension` on its longest side, re-encoded as WebP
 * with no metadata (EXIF, GPS, ICC comments are dropped: sharp keeps none unless asked). The
 * domain has already refused anything whose first bytes are not JPEG, PNG, WebP or GIF.
 */
export function createSharpImageProcessor(): ImageProcessor {
  return {
    async downscale(image, maxDimension) {
      // A failure (a bomb over the cap, a truncated file) becomes the domain's 'image_processing'.
      const input = Buffer.from(await image.arrayBuffer());
      const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
        .rotate()
        .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return new Blob([new Uint8Array(output)], { type: 'image/webp' });
    },
  };
}
