export declare const STAMP_FILE: string;
export declare const webSourceHash: (root?: string, inputs?: readonly string[]) => string;
export declare const builtFrom: (dist: string) => string | null;
