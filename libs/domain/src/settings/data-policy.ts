// R47: the gym's data-treatment policy (Ley 1581 de 2012, Decreto 1377 de 2013): the text a member
// authorises when registered, versioned so each authorisation can say which text it was given under.
// Until the owner publishes one, the catalogue's model text stands as version 0.
import { message } from '../messages.js';
import { formatPhone } from '../rules/phone.js';

export const DATA_POLICY_LIMITS = { minLength: 200, maxLength: 20_000 } as const;

export interface DataPolicy {
  /** 1 for the first text published; 0 is the catalogue's model, never published. */
  readonly version: number;
  readonly text: string;
  /** YYYY-MM-DD in the gym's calendar; null for the model. */
  readonly publishedOn: string | null;
}

/** Line endings as one `\n` and no trailing spaces at line ends, so a text pasted again reads as the same text. */
export function normaliseDataPolicyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** What the model text is filled with: the gym's details as printed (issue 30). */
export interface DataPolicyGym {
  readonly printedName: string;
  readonly nit: string;
  readonly address: string;
  readonly phone: string;
}

/** The catalogue's model policy, filled with the gym's details; a detail not saved reads as a blank to fill. */
export function dataPolicyModelText(gym: DataPolicyGym): string {
  const blank = '________________';
  return message('DATA_POLICY.MODEL_TEXT', {
    gimnasio: gym.printedName,
    nit: gym.nit === '' ? '' : `, ${message('GYM.NIT', { nit: gym.nit })}`,
    direccion: gym.address === '' ? blank : gym.address,
    telefono: gym.phone === '' ? blank : formatPhone(gym.phone),
  });
}

/** The policy in force: the last one published, else the model (version 0). */
export function dataPolicyInForce(published: DataPolicy | null, gym: DataPolicyGym): DataPolicy {
  return published ?? { version: 0, text: dataPolicyModelText(gym), publishedOn: null };
}
