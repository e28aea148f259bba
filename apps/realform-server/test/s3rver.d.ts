// s3rver (the S3-protocol server the storage tests start on 127.0.0.1) ships no types: what the tests use of it.
declare module 's3rver' {
  export interface S3rverOptions {
    address?: string;
    /** 0: any free port (see run()'s answer). */
    port?: number;
    silent?: boolean;
    /** Where it keeps the buckets' files. */
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
    resetOnClose?: boolean;
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }
}
