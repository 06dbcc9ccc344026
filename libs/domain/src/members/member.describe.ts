// The sentence an auditor reads for each member event in 'Historial' (issue 6): each event's own line,
// declared beside its schema in its topic's events file (member.events.ts says which).
import { MEMBER_EVENT_ENTRIES, type MemberEvent, type MemberEventOf, type MemberEventType } from './member.events.js';

/** Typed per event type, so that looking an event up pairs its data with its own line; none lacks one. */
const LINES: { readonly [K in MemberEventType]: { readonly line: (data: MemberEventOf<K>['data']) => string } } =
  MEMBER_EVENT_ENTRIES;

export function describeMemberEvent(event: MemberEvent): string {
  return lineOf(event);
}

function lineOf<K extends MemberEventType>(event: MemberEventOf<K>): string {
  return LINES[event.type].line(event.data);
}
