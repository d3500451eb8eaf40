import type { BankIndex } from "./vacancy-bank-index";

/**
 * Arrays of one number per slot that searches reuse rather than allocate: at 100,000 vacancies each is 800 KB, which
 * V8 zeroes and later collects as external memory, one or more per search. A search runs at once (no await), so
 * one search at a time uses them. Sized to the index's capacity, which grows by doubling.
 */
const zeroed = new WeakMap<BankIndex, Float64Array[]>();
const written = new WeakMap<BankIndex, Float64Array>();
// At most three are in use at once: two words of a search and their compound.
const KEPT = 3;

/** An array of zeros, one per slot. */
export function takeZeroed(index: BankIndex): Float64Array {
  const pool = zeroed.get(index) ?? [];
  zeroed.set(index, pool);
  for (let array = pool.pop(); array; array = pool.pop()) if (array.length >= index.size) return array;
  return new Float64Array(index.ids.length);
}

/** Gives back an array of takeZeroed whose only slots not 0 are `set`; those are zeroed for the next search. */
export function giveBack(index: BankIndex, array: Float64Array, set: readonly number[]) {
  for (const slot of set) array[slot] = 0;
  const pool = zeroed.get(index);
  if (pool && pool.length < KEPT) pool.push(array);
}

/** An array per slot with what earlier searches left in it: for values a search writes before it reads them. */
export function overwritten(index: BankIndex): Float64Array {
  let array = written.get(index);
  if (!array || array.length < index.size) {
    array = new Float64Array(index.ids.length);
    written.set(index, array);
  }
  return array;
}
