import { formatPesos } from '@app/shared/orders';

/** A price in running text: "$ 95.000" never breaks between the sign and the figure. */
export function Pesos({ value }: { value: number }) {
  return <span className="pesos">{formatPesos(value)}</span>;
}
