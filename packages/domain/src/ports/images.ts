// The image ports: where images are kept, and what scales them down (adapters implement them).
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
