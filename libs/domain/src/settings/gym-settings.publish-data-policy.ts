// R47: the owner publishes the gym's data-treatment policy — the form's body, the command and its
// rule. Each publication is a new version; the same text again records nothing.
import { z } from 'zod';
import { strictBodyError } from '../api/schema-primitives.js';
import type { Decision, DecisionContext } from '../decision.js';
import { requestText } from '../request-text.js';
import { localDate } from '../rules/dates.js';
import { DATA_POLICY_LIMITS, normaliseDataPolicyText } from './data-policy.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import type { GymSettingsState } from './gym-settings.state.js';

export interface PublishDataPolicy {
  readonly type: 'PublishDataPolicy';
  readonly data: { readonly text: string };
}

/** POST /api/settings/data-policy: `{ "text": "…" }`, 200 to 20.000 characters, in lines. */
export const publishDataPolicyRequest = z
  .strictObject(
    {
      text: requestText('DATA_POLICY.TEXT_REQUIRED', { lines: true })
        .transform(normaliseDataPolicyText)
        .pipe(
          z
            .string()
            .min(DATA_POLICY_LIMITS.minLength, { error: 'DATA_POLICY.TOO_SHORT' })
            .max(DATA_POLICY_LIMITS.maxLength, { error: 'DATA_POLICY.TOO_LONG' }),
        )
        .meta({ example: 'Política de tratamiento de datos personales de Gimnasio Titanes…' }),
    },
    strictBodyError,
  )
  .meta({ id: 'PublishDataPolicyRequest' });

export type PublishDataPolicyRequest = z.output<typeof publishDataPolicyRequest>;

export function publishDataPolicy(
  { data }: PublishDataPolicy,
  state: GymSettingsState,
  context: DecisionContext,
): Decision<GymSettingsEvent> {
  const text = normaliseDataPolicyText(data.text);
  if (state.dataPolicy !== null && state.dataPolicy.text === text) return [];
  const version = (state.dataPolicy?.version ?? 0) + 1;
  return [
    { type: 'DataPolicyPublished', data: { version, text, publishedOn: localDate(context.now, context.timeZone) } },
  ];
}
