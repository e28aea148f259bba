/** Messages of the steps area, by key (merged into the contract's messageDescriptors). */
export const stepMessages = {} as const;
