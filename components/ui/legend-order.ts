/**
 * Recharts' legend sorter for series listed in `dataKeys`: their place in that list, so the
 * legend reads in the order the series are drawn (recharts 3 sorts it by label otherwise,
 * which reversed both of our charts' legends). Unknown series go last.
 */
export function legendInSeriesOrder(dataKeys: readonly string[]) {
  return (item: { dataKey?: unknown }): number => {
    const index = dataKeys.indexOf(String(item.dataKey));
    return index === -1 ? dataKeys.length : index;
  };
}
