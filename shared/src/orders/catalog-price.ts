/** A digital catalogue item's price per quantity break. */
export interface PriceBreak {
  /** The break holds from this quantity up to the next break's. */
  minQuantity: number;
  unitPriceMinor: number;
}

/** The unit price of `quantity`: the largest break it reaches; null below the smallest. */
export function unitPriceFor(prices: readonly PriceBreak[], quantity: number): number | null {
  let reached: PriceBreak | undefined;
  for (const price of prices) {
    if (price.minQuantity <= quantity && (!reached || price.minQuantity > reached.minQuantity)) reached = price;
  }
  return reached ? reached.unitPriceMinor : null;
}
