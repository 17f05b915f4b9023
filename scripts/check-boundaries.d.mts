export declare const layers: Record<string, unknown>;
export declare function importsOf(source: string): { specifier: string; typeOnly: boolean }[];
export declare function checkSource(
  layer: 'domain' | 'providers' | 'browser' | 'testkit' | 'ui' | 'db' | 'mocks' | 'site' | 'api',
  file: string,
  source: string,
): string[];
export declare function checkAll(): { violations: string[]; files: number };
