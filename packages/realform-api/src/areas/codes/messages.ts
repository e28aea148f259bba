/** Messages of the codes area, by key (merged into the contract's messageDescriptors). */
export const codeMessages = {} as const;
