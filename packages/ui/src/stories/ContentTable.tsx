/**
 * A docs page's table of a component's slots: what each holds and how long it may be (MDX here has no
 * Markdown tables). Rendered in the docs page's own table style.
 * `<ContentTable rows={[['Title', 'a claim about the company', 'up to 6 words']]} />`
 */
export function ContentTable({
  rows,
  head = ['Slot', 'What it holds', 'Length (English)'],
}: {
  rows: readonly (readonly string[])[];
  head?: readonly string[];
}) {
  return (
    <table>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([slot = '', ...cells]) => (
          <tr key={slot}>
            <th scope="row">{slot}</th>
            {cells.map((cell) => (
              <td key={cell}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
