export declare const E2E_RUN_DIR: string;
export interface E2eRunDir {
  readonly dir: string;
  readonly owner: boolean;
}
export declare function e2eRunDir(env?: Record<string, string | undefined>, tmp?: string): E2eRunDir;
export declare function removeAtExit(
  run: E2eRunDir,
  processLike?: { once(event: 'exit', listener: () => void): unknown },
): void;
