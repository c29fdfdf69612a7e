import type { Engine, EngineName } from "../../scripts/machine.mjs";

export declare const ENGINES: Engine[];
export declare const MISSING: EngineName[];
export declare function engine<Name extends EngineName>(name: Name): Engine & { engine: Name };
