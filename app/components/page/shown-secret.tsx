/** A secret just made (a token, a signing secret): this page is the only place it is ever shown. */
export function ShownSecret({ id, title, hint, secret }: { id: string; title: string; hint: string; secret: string }) {
  return (
    <section className="card space-y-2 border-2 border-amber-400" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm">{hint}</p>
      <label htmlFor={id} className="sr-only">
        {title}
      </label>
      <input id={id} readOnly value={secret} className="input font-mono text-sm" spellCheck={false} />
    </section>
  );
}
