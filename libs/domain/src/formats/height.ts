export const HEIGHT_FEET: readonly number[] = [3, 4, 5, 6, 7, 8];
export const HEIGHT_INCHES: readonly number[] = Array.from({ length: 12 }, (_, inches) => inches);

export interface Height {
  feet: number;
  inches: number;
}

const isChoice = (choices: readonly number[], value: number): boolean => choices.includes(value);

/** EBTS HGT field: feet then two-digit inches, so 5 ft 11 in is `511` and 6 ft 2 in is `602`. */
export function toEbtsHeight({ feet, inches }: Height): string {
  if (!isChoice(HEIGHT_FEET, feet) || !isChoice(HEIGHT_INCHES, inches)) {
    throw new RangeError(`Height out of range: ${feet} ft ${inches} in`);
  }
  return `${feet}${String(inches).padStart(2, '0')}`;
}

export function fromEbtsHeight(value: string): Height | null {
  if (!/^\d{3}$/.test(value)) return null;
  const feet = Number(value.slice(0, 1));
  const inches = Number(value.slice(1));
  return isChoice(HEIGHT_FEET, feet) && isChoice(HEIGHT_INCHES, inches) ? { feet, inches } : null;
}
