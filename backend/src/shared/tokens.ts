// Injection tokens for the ports, which are interfaces and so need a named token in Nest.
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const PROJECTIONS = Symbol('PROJECTIONS');
export const LOGGER = Symbol('LOGGER');
/** `() => Date`: the clock every command is decided with (tests inject a fixed one). */
export const CLOCK = Symbol('CLOCK');
/** The key store of the members' data keys (issue 39): the one the event store seals personal data with. */
export const MEMBER_DATA_KEYS = Symbol('MEMBER_DATA_KEYS');
