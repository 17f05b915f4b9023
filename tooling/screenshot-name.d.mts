export declare function screenshotName(testName: string): string;
export declare function referenceFileName(name: string, browserName?: string, platform?: string): string;
