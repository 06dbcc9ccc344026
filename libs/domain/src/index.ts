// The public surface of @gym/domain: rules, events and texts shared by backend and frontend.
export * from './events.js';
export * from './messages.js';
export * from './rules/plans.js';
export * from './members/member.events.js';
export * from './staff/staff.events.js';
