export interface ShellDocument {
  path: string;
  file: string;
}
export interface ShellPreloadSource {
  route: string | null;
  early: string[];
}
export interface Preloads {
  modules: string[];
  styles: string[];
}
export declare function splitShells(html: string): (ShellDocument & ShellPreloadSource & { html: string })[];
export declare function preloadsFor(
  document: ShellPreloadSource,
  remixManifest: { routes: Record<string, { module: string; imports?: string[]; css?: string[] }> },
  viteManifest: Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>,
): Preloads;
export declare function withPreloads(html: string, preloads: Preloads): string;
export declare function writeShells(clientDir: string): Promise<ShellDocument[]>;
export declare function documentFor(table: { documents: ShellDocument[] }, pathname: string): string | null;
