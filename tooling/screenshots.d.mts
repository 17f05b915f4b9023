import type { TestProject } from 'vitest/node';

export declare const screenshotComparatorOptions: Readonly<{
  threshold: number;
  includeAA: boolean;
  allowedMismatchedPixels: number;
}>;
export declare const screenshotComparatorOptionsOtherBuild: Readonly<{
  threshold: number;
  includeAA: boolean;
  allowedMismatchedPixels: number;
}>;
export declare const referenceChromiumFile: string;
export declare const refreshCommand: string;
export declare function chromiumVersion(): string | null;
export declare function readReferenceChromium(file?: string): string | null;
export default function setup(project: TestProject): void;

/** What the global setup hands to the browser tests (`inject('screenshots')`). */
export interface ScreenshotsContext {
  chromium: string;
  referenceChromium: string | null;
  /** The file that names the references' Chromium (a `-u` run rewrites it). */
  referenceChromiumFile: string;
  updating: boolean;
  refreshCommand: string;
  comparatorOptions: ComparatorOptions;
  comparatorOptionsOtherBuild: ComparatorOptions;
}

interface ComparatorOptions {
  threshold: number;
  includeAA: boolean;
  allowedMismatchedPixels: number;
}

declare module 'vitest' {
  interface ProvidedContext {
    screenshots: ScreenshotsContext;
  }
}
