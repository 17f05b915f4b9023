export declare function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gzip: number }>;
