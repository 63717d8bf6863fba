// The bloomfilter package (1.1, BSD-3-Clause) ships no types; @types/bloomfilter describes its
// old CommonJS release. What this project uses of it:
declare module 'bloomfilter' {
  export class BloomFilter {
    /** `m` bits (or the buckets of a saved filter) and `k` hash functions. */
    constructor(m: number | ArrayLike<number>, k: number);
    readonly m: number;
    readonly k: number;
    readonly buckets: Uint32Array;
    add(value: string): void;
    test(value: string): boolean;
  }
}
