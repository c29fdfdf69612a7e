export declare const MINIBROWSER: string;
export declare const ENGINES: { name: string; needs: { path: string; pkg: string }[] }[];
