export declare const PORT_VARIABLE: string;
export declare const DEFAULT_APP_PORT: number;
export declare const DEFAULT_DEV_PORT: number;
export declare const AUTH_EMULATOR_PORT: number;
export declare const HUB_PORT: number;
export declare const GATED_AUTH_EMULATOR_PORT: number;
export declare const HOST: string;
type Env = Record<string, string | undefined>;
export interface Need {
  port: number;
  role: string;
  movable: boolean;
}
export interface Holder {
  pid: number;
  name?: string;
}
export declare function appPort(env?: Env): number;
export declare function devPort(env?: Env): number;
export declare function appUrl(env?: Env): string;
export declare function portsNeeded(mode: string, env?: Env): Need[];
export declare function listenersCommand(platform: string, port: number): string[];
export declare function namesCommand(platform: string, pids: number[]): string[] | null;
export declare function parseListeners(output: string): Holder[];
export declare function nameHolders(holders: Holder[], output: string): Holder[];
export declare function findHolders(
  platform: string,
  port: number,
  run: (command: string[]) => string | null,
): Holder[];
export declare function takenMessage(need: Need, holders: Holder[]): string;
export declare function firstTaken(
  needs: Need[],
  system?: { platform?: string; run?: (command: string[]) => string | null },
): Promise<string | null>;
