export declare function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gzip: number }>;
export declare const defaultSiteDir: string;
export declare function precompressAndReport(dir: string): Promise<void>;
