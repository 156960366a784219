import { CURRENCY_CODES, minorUnitsOf, type DiscountCodeView } from '@creators/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { TableScroll } from '../../../components/charts/table-scroll.js';
import { Field } from '../../../components/ui/field.js';
import { formErrorsOf, NO_FORM_ERRORS } from '../../../lib/form-errors.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useCreateDiscountCode } from '../api/create-discount-code.js';

const offOf = (code: DiscountCodeView): string =>
  code.percentOff !== null ? `${code.percentOff}%` : formatMoney(code.amountOff ?? 0, code.currency ?? 'USD');

/** The creator's discount codes, each with its uses, and a form to make one (for all their items). */
export function DiscountCodes({ codes }: { readonly codes: readonly DiscountCodeView[] }) {
  return (
    <>
      {codes.length === 0 ? (
        <p className="muted">No discount codes yet.</p>
      ) : (
        <TableScroll label="Discount codes">
          <table className="insight-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Off</th>
                <th scope="col">Used</th>
                <th scope="col">Ends</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.code}>
                  <th scope="row">{code.code}</th>
                  <td>{offOf(code)}</td>
                  <td>{code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}</td>
                  <td>{code.expiresAt === null ? 'Never' : formatDate(code.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <NewDiscountCode />
    </>
  );
}

const DISCOUNT_FIELDS = ['code', 'percentOff', 'amountOff', 'currency', 'maxUses', 'expiresAt'];

function NewDiscountCode() {
  const id = useId();
  const create = useCreateDiscountCode();
  const [code, setCode] = useState('');
  const [off, setOff] = useState('20');
  const [unit, setUnit] = useState('%');
  const [maxUses, setMaxUses] = useState('');
  const [ends, setEnds] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const errors = create.error === null ? NO_FORM_ERRORS : formErrorsOf(create.error, DISCOUNT_FIELDS);
  const offError = errors.byField.percentOff ?? errors.byField.amountOff ?? errors.byField.currency;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMade(null);
    const value = Number(off.replace(',', '.'));
    const made = code.trim().toUpperCase();
    create.mutate(
      {
        code: code.trim(),
        ...(unit === '%'
          ? { percentOff: Math.round(value) }
          : { amountOff: Math.round(value * 10 ** minorUnitsOf(unit)), currency: unit }),
        ...(maxUses.trim() === '' ? {} : { maxUses: Number(maxUses) }),
        ...(ends === '' ? {} : { expiresAt: new Date(`${ends}T23:59:59Z`).toISOString() }),
      },
      {
        onSuccess: () => {
          setCode('');
          setMade(made);
        },
      },
    );
  };
  return (
    <form className="form discount-form" onSubmit={submit} noValidate>
      <h3>New discount code</h3>
      <p className="form-aside">For all your items: buyers type it at checkout. Letters, digits and dashes.</p>
      <div className="field-row">
        <Field id={`${id}-code`} label="Code" error={errors.byField.code}>
          {(control) => (
            <input
              {...control}
              value={code}
              maxLength={32}
              autoCapitalize="characters"
              onChange={(e) => {
                setCode(e.target.value);
              }}
              required
            />
          )}
        </Field>
        <Field id={`${id}-off`} label="Off" error={offError}>
          {(control) => (
            <span className="discount-off">
              <input
                {...control}
                inputMode="decimal"
                value={off}
                onChange={(e) => {
                  setOff(e.target.value);
                }}
              />
              <select
                aria-label="Percent or currency"
                value={unit}
                onChange={(e) => {
                  setUnit(e.target.value);
                }}
              >
                {['%', ...CURRENCY_CODES].map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </span>
          )}
        </Field>
        <Field id={`${id}-uses`} label="Uses" optional error={errors.byField.maxUses}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={maxUses}
              onChange={(e) => {
                setMaxUses(e.target.value);
              }}
            />
          )}
        </Field>
        <Field id={`${id}-ends`} label="Ends" optional error={errors.byField.expiresAt}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={ends}
              onChange={(e) => {
                setEnds(e.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={create.isPending}>
          {create.isPending ? 'Making the code…' : 'Make the code'}
        </button>
        {made !== null ? <p role="status">{made} is ready to share.</p> : null}
      </div>
      {errors.general.length > 0 ? <p role="alert">{errors.general.join(' ')}</p> : null}
    </form>
  );
}
