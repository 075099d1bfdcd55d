/** The seller payout rates (issue 33) from the environment object config.ts passes in. */
import { DEFAULT_PAYOUT_RATES, percentToBasisPoints, type PayoutRates } from 'shared-lib/domain';
import { ConfigError } from './error';

/** A COMMISSION_PERCENT_BY_CATEGORY table: JSON {"Category name": percent}, in basis points. */
function commissionByCategory(table: string | undefined): Record<string, number> {
  if (!table?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(table);
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('COMMISSION_PERCENT_BY_CATEGORY must be a JSON object of category name to percent');
  return Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => {
      const bp = percentToBasisPoints(String(value));
      if (bp === null) throw new ConfigError(`COMMISSION_PERCENT_BY_CATEGORY: the percent of "${name}" must be from 0 to 100 with at most two decimals`);
      return [name, bp];
    }),
  );
}

/**
 * The payout rates (percent, up to two decimals): COMMISSION_PERCENT (default 10), COMMISSION_PERCENT_BY_CATEGORY
 * (JSON {"Category name": percent}, over shared-lib/domain's table), GST_TCS_PERCENT (0.5), TDS_194O_PERCENT (0.1).
 */
export function payoutRatesFromEnv(env: NodeJS.ProcessEnv): PayoutRates {
  const percent = (name: string, fallback: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const bp = percentToBasisPoints(raw);
    if (bp === null) throw new ConfigError(`${name} must be a percentage from 0 to 100 with at most two decimals, e.g. 0.5`);
    return bp;
  };
  return {
    defaultCommissionBp: percent('COMMISSION_PERCENT', DEFAULT_PAYOUT_RATES.defaultCommissionBp),
    commissionBpByCategory: { ...DEFAULT_PAYOUT_RATES.commissionBpByCategory, ...commissionByCategory(env.COMMISSION_PERCENT_BY_CATEGORY) },
    tcsBp: percent('GST_TCS_PERCENT', DEFAULT_PAYOUT_RATES.tcsBp),
    tdsBp: percent('TDS_194O_PERCENT', DEFAULT_PAYOUT_RATES.tdsBp),
  };
}

/** The rates a configuration pays out with (the domain's defaults when none were given). */
export function payoutRatesOf(config: { payouts?: PayoutRates }): PayoutRates {
  return config.payouts ?? DEFAULT_PAYOUT_RATES;
}
