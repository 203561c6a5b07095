import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount in dollars, formatted while typing: thousands separators and always two decimals (spec §9). The
 * form keeps a number, or '' while blank.
 */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      fixedDecimalScale
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
