import { CURRENCY_CODES } from '@creators/contracts';
import type { ControlProps } from './field.js';

const CURRENCIES: readonly string[] = CURRENCY_CODES;

interface CurrencySelectProps {
  readonly control: ControlProps;
  readonly name: string;
  readonly value: string;
  readonly onChange: (event: { target: { value: string } }) => void;
}

/** The currencies a price or a rate is given in; a saved one outside the list stays offered. */
export function CurrencySelect({ control, name, value, onChange }: CurrencySelectProps) {
  return (
    <select {...control} name={name} value={value} onChange={onChange}>
      {(CURRENCIES.includes(value) ? CURRENCIES : [value, ...CURRENCIES]).map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
