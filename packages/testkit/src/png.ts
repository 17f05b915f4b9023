// A tiny PNG every storage's tests upload (a photo, a dispute's evidence): enough for type sniffing.
/** Smallest valid PNG header bytes (enough for type sniffing). */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
export const pngBlob = () => new Blob([PNG_BYTES], { type: 'image/png' });
