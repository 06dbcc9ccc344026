// The sentence an auditor reads for each member event in 'Historial' (issue 6): each event's own line,
// declared beside its schema in its topic's events file (member.events.ts says which).
import { SPEC_PLANS, type PlanCatalogue } from '../plans/plan-catalogue.js';
import { MEMBER_EVENT_ENTRIES, type MemberEvent, type MemberEventOf, type MemberEventType } from './member.events.js';

/** Typed per event type, so that looking an event up pairs its data with its own line; none lacks one. */
const LINES: {
  readonly [K in MemberEventType]: { readonly line: (data: MemberEventOf<K>['data'], plans: PlanCatalogue) => string };
} = MEMBER_EVENT_ENTRIES;

/** `plans`: the gym's plans (R38), so the sentence names a plan by its name; the spec plans until given. */
export function describeMemberEvent(event: MemberEvent, plans: PlanCatalogue = SPEC_PLANS): string {
  return lineOf(event, plans);
}

function lineOf<K extends MemberEventType>(event: MemberEventOf<K>, plans: PlanCatalogue): string {
  return LINES[event.type].line(event.data, plans);
}
