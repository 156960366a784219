import { CURRENCY_CODES, minorUnitsOf, type DiscountCodeView } from '@creators/contracts';
import { useId, useState, type SubmitEvent } from 'react';
import { TableScroll } from '../../../components/charts/table-scroll.js';
import { errorText } from '../../../lib/error-text.js';
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

function NewDiscountCode() {
  const id = useId();
  const create = useCreateDiscountCode();
  const [code, setCode] = useState('');
  const [off, setOff] = useState('20');
  const [unit, setUnit] = useState('%');
  const [maxUses, setMaxUses] = useState('');
  const [ends, setEnds] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(off.replace(',', '.'));
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
        },
      },
    );
  };
  return (
    <form className="discount-form" onSubmit={submit}>
      <p>
        <label htmlFor={`${id}-code`}>New code</label>{' '}
        <input
          id={`${id}-code`}
          value={code}
          maxLength={32}
          onChange={(e) => {
            setCode(e.target.value);
          }}
          required
        />{' '}
        <label htmlFor={`${id}-off`}>Off</label>{' '}
        <input
          id={`${id}-off`}
          inputMode="decimal"
          value={off}
          onChange={(e) => {
            setOff(e.target.value);
          }}
        />{' '}
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
        </select>{' '}
        <label htmlFor={`${id}-uses`}>Uses (optional)</label>{' '}
        <input
          id={`${id}-uses`}
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => {
            setMaxUses(e.target.value);
          }}
        />{' '}
        <label htmlFor={`${id}-ends`}>Ends (optional)</label>{' '}
        <input
          id={`${id}-ends`}
          type="date"
          value={ends}
          onChange={(e) => {
            setEnds(e.target.value);
          }}
        />{' '}
        <button type="submit" className="button" disabled={create.isPending}>
          Make the code
        </button>
      </p>
      {create.isError ? <p role="alert">{errorText(create.error)}</p> : null}
    </form>
  );
}
