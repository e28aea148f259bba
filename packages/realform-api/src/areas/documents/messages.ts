/** Messages of the documents area, by key (merged into the contract's messageDescriptors). */
export const documentMessages = {} as const;
