/** A deterministic pseudo-random sequence, so two runs make the same choices. */
export function lcg(seed = 7): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
}
