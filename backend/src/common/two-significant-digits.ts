/** An estimate shown as what it is: 4,87,312 → 4,90,000. */
export const twoSignificantDigits = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / unit) * unit;
};
