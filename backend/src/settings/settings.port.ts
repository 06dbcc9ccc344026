// What the rest of the backend may use of the owner's settings: the plan prices in force, for the
// deciders that need a price (R24), and the gym's details for receipts (issue 30).
export { PlanPriceReader } from './gym-settings.write-loop.js';
export { gymDetailsView } from './gym-details/gym-details.query.js';
export { planCatalogueIn } from './plans/plans.port.js';
