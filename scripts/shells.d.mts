export interface ShellDocument {
  path: string;
  file: string;
}
export declare function splitShells(html: string): (ShellDocument & { html: string })[];
export declare function inlineHeadStylesheets(html: string, readCss: (href: string) => string): string;
export declare const BOOT_AFTER_PAINT: string;
export declare function deferAppToFirstPaint(html: string): string;
export declare function unstyledShellClasses(html: string, allCss: string): string[];
export declare function writeShells(clientDir: string): Promise<ShellDocument[]>;
export declare function documentFor(table: { documents: ShellDocument[] }, pathname: string): string | null;
