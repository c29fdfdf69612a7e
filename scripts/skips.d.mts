export interface Skip {
  platform: "linux" | "darwin" | "win32";
  suite: "e2e/app" | "e2e/browsers" | "e2e/production" | "e2e/restart";
  file: string;
  test: string;
  why: string;
}
export declare const SKIPS: Skip[];
export declare function skipsOf(suite: string, platform: string, skips?: Skip[]): Skip[];
export declare function titlePattern(skips: Skip[]): RegExp | undefined;
export declare function skipLines(skips: Skip[]): string[];
export declare function playwrightSkips(
  suite: Skip["suite"],
  options?: {
    platform?: string;
    env?: Record<string, string | undefined>;
    print?: (line: string) => void;
    skips?: Skip[];
  },
): RegExp | undefined;
