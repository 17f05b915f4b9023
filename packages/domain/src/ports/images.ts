// The image ports: where images are kept, and what scales them down (adapters implement them).
/** Product images live outside localStorage, as Blobs, referenced by id. */
export interface ImageStore {
  /**
   * Stores the bytes; `kind` says what they are: a photo (the default), or a purchase receipt's
   * file, which a store may sweep when no order names it (decision 050).
   */
  put(image: Blob, kind?: StoredFileKind): Promise<string>;
  get(id: string): Promise<Blob | null>;
  delete(id: string): Promise<void>;
  /** Every stored id (optional: used to export and delete everything). */
  ids?(): Promise<readonly string[]>;
  /** Deletes every image (optional: `data.deleteAll` deletes the referenced ones otherwise). */
  clear?(): Promise<void>;
}

/** What a stored file is: a photo (of a request, a dispute, an avatar…) or a purchase receipt's file. */
export type StoredFileKind = 'photo' | 'receipt';

/** Downscales an image so its longest side is at most `maxDimension` pixels. */
export interface ImageProcessor {
  downscale(image: Blob, maxDimension: number): Promise<Blob>;
}
