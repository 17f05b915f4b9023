export declare function buildInputs(root: string, siteDir?: string): string[];
export declare function buildFingerprint(root: string, mode: string, env?: NodeJS.ProcessEnv, siteDir?: string): string;
export declare function summarizeBuildLog(log: string): { lines: number; warnings: number };
