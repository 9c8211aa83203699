/** progressBar: the analysis runs; an indeterminate bar and a 'hang in there' message. */
export function AnalysisProgress({ heading, text }: { heading: string; text: string }) {
  return (
    <div className="flow-form financing-progress" data-testid="credit-progress" aria-busy="true">
      <h2 className="flow-heading">{heading}</h2>
      <div className="financing-progress__bar" role="progressbar" aria-label={heading} />
      <p className="muted" role="status">
        {text}
      </p>
    </div>
  );
}
