/** "1 pin", "1,200 pins": a count in British number format with the noun in the right number. */
export const countOf = (value: number, one: string, many = `${one}s`) =>
  `${value.toLocaleString('en-GB')} ${value === 1 ? one : many}`;
