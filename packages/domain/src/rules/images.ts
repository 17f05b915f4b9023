// What an image must be to be accepted: its type told by its bytes, then scaled and stored.
import { DomainError, MESSAGES } from '#src/errors';
import { IMAGE_MAX_DIMENSION } from '#src/constants';
import type { ImageProcessor, ImageStore } from '#src/ports/images';

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

/** The file's first bytes, where its type is told. */
export async function headBytes(blob: Blob, n = 16): Promise<Uint8Array> {
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
