import { formatDate } from '@carteira/core/calendar';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Simulation } from '../api/types.ts';
import { fgtsMessages } from '../messages.ts';
import { brl, rate } from './money.ts';

/** The released amount, the yearly receivables, rates, IOF and CET of a simulation. */
export function SimulationTable({ simulation: s }: { simulation: Simulation }) {
  const t = useMessages(fgtsMessages);
  const row = (label: string, value: string, testId?: string) => (
    <div className="fgts-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div data-testid="fgts-simulation">
      <dl className="fgts-summary">
        {row(t('releasedLabel'), brl(s.valorLiberado), 'fgts-released')}
        {row(t('financedLabel'), brl(s.valorFinanciado))}
        {row(t('iofLabel'), `${brl(s.valorIof)} (${t('iofRates')})`, 'fgts-iof')}
        {row(t('totalLabel'), brl(s.totalRecebiveis))}
        {row(t('termLabel'), t('termYears', { n: String(s.prazo) }))}
        {row(
          t('rateLabel'),
          t('rateValue', {
            monthly: rate(s.taxaContratoMensal),
            annual: rate(s.taxaContratoAnual),
          }),
        )}
        {row(t('cetLabel'), t('cetValue', { cet: rate(s.cetAno) }), 'fgts-cet')}
      </dl>
      <h3 className="fgts-subheading">{t('tableHeading')}</h3>
      <table className="fgts-table" data-testid="fgts-receivables">
        <tbody>
          {s.recebiveis.map((r) => (
            <tr key={r.parcela}>
              <td>{formatDate(r.dataVencimento)}</td>
              <td>{brl(r.valor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
