// What the rest of the backend may use of the owner's settings: the plan prices in force, for the
// deciders that need a price (R24), the gym's details for receipts (issue 30), and the module.
export { PlanPriceReader } from './gym-settings.write-loop.js';
export { SettingsModule } from './settings.module.js';
export { gymDetailsView } from './gym-details/gym-details.query.js';
