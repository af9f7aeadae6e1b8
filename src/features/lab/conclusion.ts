/**
 * The lab's conclusion in plain words, built from the run's own figures: whether the system won
 * more often than it lost, the share of all money staked that was lost (beside the exact house
 * edge), how many evenings went broke or ran into MAKS, and how far the mean lies from the exact
 * expectation in standard errors.
 */
import type { TFunction } from 'i18next';
import { TABLE_LIMITS } from '../../engine/betting.ts';
import type { LabOptions, LabResult } from '../../engine/lab.ts';
import type { Language } from '../../store/types.ts';
import { formatMoney, formatNumber, formatPercent, formatSignedMoney } from '../../ui/format.ts';

/** Beyond this many standard errors the mean is called further off than chance usually puts it. */
export const CHANCE_Z = 3;

/** A share 0–1 as a percent with up to `digits` decimals ("73 %", "1,06 %"). */
export function percent(share: number, language: Language, digits = 1): string {
  return formatPercent(share, language, digits, 0);
}

/** The conclusion's sentences for a run. */
export function labConclusion(result: LabResult, options: Pick<LabOptions, 'system'>, t: TFunction<'lab'>, language: Language): string[] {
  const pct = (x: number, digits?: number) => percent(x, language, digits);
  const system = t(`systemName.${options.system}`);
  const lead = result.won > result.lost ? 'wonMore' : 'lostMore';
  const share = result.meanStaked > 0 ? result.meanResult / result.meanStaked : 0;
  const exact = pct(-result.valuePerStake, 2);
  const first =
    share > 0
      ? t('conclusion.ahead', { system, won: pct(result.won), observed: pct(share, 2), exact })
      : t(`conclusion.${lead}`, { system, won: pct(result.won), lost: pct(result.lost) }) +
        ' ' +
        t('conclusion.loss', { observed: pct(-share, 2) }) +
        t(options.system === 'flat' ? 'conclusion.edge' : 'conclusion.sameAsFlat', { exact });
  const out = [first];
  if (result.ruined > 0) out.push(t('conclusion.ruined', { share: pct(result.ruined) }));
  if (result.hitLimit > 0) out.push(t('conclusion.hitLimit', { share: pct(result.hitLimit), max: formatMoney(TABLE_LIMITS.max, language) }));
  if (result.stdError > 0) {
    const z = Math.abs(result.meanResult - result.expectedResult) / result.stdError;
    out.push(
      t(z <= CHANCE_Z ? 'conclusion.within' : 'conclusion.outside', {
        mean: formatSignedMoney(Math.round(result.meanResult), language),
        expected: formatSignedMoney(Math.round(result.expectedResult), language),
        z: formatNumber(z, language, { maximumFractionDigits: 1 }),
      }),
    );
  }
  return out;
}
