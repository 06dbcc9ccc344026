// What the rest of the backend may use of the owner's settings: the plan prices in force, for the
// deciders that need a price (R24), and the module that provides them.
export { PlanPriceReader } from './gym-settings-commands.js';
export { SettingsModule } from './settings.module.js';
