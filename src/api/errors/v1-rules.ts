import type { AxiosResponse } from 'axios';
import type { ApiErrorEffects, ApiErrorOutcome } from './api-error-outcome';
import { ANY, V1_CATALOGUE, type V1Rule } from './catalogue';

function codeOf(data: unknown): string | null {
  const code = data !== null && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

function ruleFor(status: number, code: string | null): V1Rule | undefined {
  return (
    V1_CATALOGUE.find((rule) => rule.status === status && rule.code === code) ??
    V1_CATALOGUE.find((rule) => rule.status === status && rule.code === ANY)
  );
}

function dialogOutcome(rule: V1Rule, code: string | null): ApiErrorOutcome {
  return {
    status: rule.status,
    code,
    message: rule.message,
    dialog: 'error',
    redirect: null,
    clearToken: false,
    silent: false,
  };
}

/**
 * The outcomes a v1 reply leads to, in order (spec §8 Older client): 422 9100 shows its dialog
 * and then behaves as 500, which shows the busy dialog; 2xx and other statuses lead to none.
 */
export function v1Outcomes(status: number, data: unknown): ApiErrorOutcome[] {
  const outcomes: ApiErrorOutcome[] = [];
  let code = codeOf(data);
  let rule = ruleFor(status, code);
  while (rule) {
    outcomes.push(dialogOutcome(rule, code));
    const next: number | null = rule.then;
    code = null;
    rule = next === null ? undefined : ruleFor(next, null);
  }
  return outcomes;
}

/**
 * Carries out the v1 rules for one reply (the reply itself still goes back to the caller).
 * Statuses without a dialog, and failed connections (status 0), are only logged.
 */
export function applyV1Rules(response: AxiosResponse, effects: ApiErrorEffects): void {
  const { status } = response;
  if (status >= 200 && status < 300) return;
  const outcomes = v1Outcomes(status, response.data);
  if (outcomes.length === 0) {
    console.warn(`v1 ${response.config.url ?? ''} answered ${status === 0 ? 'no connection' : status}`);
    return;
  }
  for (const outcome of outcomes) effects(outcome);
}
