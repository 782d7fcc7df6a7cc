import { Link } from "@remix-run/react";

export type AgendaTable = { caption: string; headers: string[]; rows: { to?: string; cells: string[] }[] };
/** A section of the agenda as its page shows it: the words are made on the server in the reader's language. */
export type AgendaSectionView = {
  key: string;
  heading: string;
  facts: { label: string; value: string }[];
  tables: AgendaTable[];
  /** What the section says when it has no figures: none found, or a section of words only. */
  empty: string | null;
};

/** A section's figures: its facts and tables; a table scrolls on a phone as a region one can reach by key. */
export function AgendaFigures({ section, links = true }: { section: AgendaSectionView; links?: boolean }) {
  return (
    <div className="space-y-3">
      {section.facts.length ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {section.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-medium text-slate-700">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {section.tables.map((table, index) => {
        const id = `${section.key}-table-${index}`;
        return (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
          <div key={id} className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
            <table className="w-full text-left text-sm print:text-xs">
              <caption id={id} className="text-left font-medium text-slate-700">
                {table.caption}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  {table.headers.map((header) => (
                    <th key={header} scope="col" className="p-2">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="border-b border-slate-100 align-top">
                    {row.cells.map((cell, cellIndex) => (
                      <td key={cellIndex} className="p-2 wrap-anywhere">
                        {cellIndex === 0 && row.to && links ? (
                          <Link to={row.to} className="link">
                            {cell}
                          </Link>
                        ) : (
                          cell
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      {section.empty ? <p className="text-sm text-slate-700">{section.empty}</p> : null}
    </div>
  );
}
