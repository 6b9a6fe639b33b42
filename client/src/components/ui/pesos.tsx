// The zod-free module: the shop's pages must not load zod for a price.
import { formatPesos } from '@app/shared/shop-public';

/** A price in running text: "$ 95.000" never breaks between the sign and the figure. */
export function Pesos({ value }: { value: number }) {
  return <span className="pesos">{formatPesos(value)}</span>;
}

/** Text whose hyphenated words ("Bre-B", "VS-7K3Q9") never break at their hyphen on a narrow screen. */
export function KeepHyphenated({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\S+-\S+)/).map((part, i) =>
        i % 2 ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
