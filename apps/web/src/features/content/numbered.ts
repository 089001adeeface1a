/** The indices 0 … count-1, for catalogue lists kept under numbered keys (`items.0`, `items.1`, …). */
export function indices(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}
