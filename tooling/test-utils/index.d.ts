export declare const AXE_TAGS: string[];
export declare function axeViolations(node: Element): Promise<string[]>;
