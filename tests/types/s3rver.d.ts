/** The part of s3rver (a local S3-compatible server for tests; it ships no types) that the tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Starts listening; resolves to the bound address and port. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
