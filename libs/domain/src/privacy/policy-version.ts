// R47: which data policy an authorisation was given under, as staff and auditors read it. Version 0
// is the product's model text, in force while the gym has published none of its own.
import { message } from '../messages.js';

export function policyVersionText(version: number): string {
  return version === 0 ? message('AUTHORIZATION.POLICY_MODEL') : message('AUTHORIZATION.POLICY_VERSION', { version });
}
