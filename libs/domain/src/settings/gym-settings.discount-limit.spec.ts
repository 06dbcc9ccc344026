// Specification of the owner's limit for Recepción's discounts (R39), a gym setting.
import { settingsSpec } from '../testing/given-when-then.js';
import type { ChangeReceptionDiscountLimit } from './gym-settings.change-discount-limit.js';
import type { GymSettingsEvent } from './gym-settings.events.js';
import { foldGymSettings, initialGymSettingsState } from './gym-settings.state.js';

const { given } = settingsSpec;

const setLimit = (percent: number): ChangeReceptionDiscountLimit => ({
  type: 'ChangeReceptionDiscountLimit',
  data: { percent },
});
const limitChanged = (percent: number, previousPercent: number): GymSettingsEvent => ({
  type: 'ReceptionDiscountLimitChanged',
  data: { percent, previousPercent },
});

describe('R39: the owner sets the most Recepción may discount', () => {
  it('R39: the limit is 0 % until the owner sets one', () =>
    expect(initialGymSettingsState.receptionDiscountPercent).toBe(0));

  it('R39: setting 10 % records it with the one it replaces', () =>
    given().when(setLimit(10)).then(limitChanged(10, 0)));

  it('R39: the settings read the last limit set', () =>
    expect(foldGymSettings([limitChanged(10, 0), limitChanged(15, 10)]).receptionDiscountPercent).toBe(15));

  it('R39: the limit already in force records nothing', () =>
    given(limitChanged(10, 0)).when(setLimit(10)).thenNothing());

  it.each([-1, 101, 10.5, Number.NaN])('R39: %p is refused', (percent) =>
    given().when(setLimit(percent)).thenRejects('DISCOUNT_LIMIT.INVALID', undefined, 'percent'),
  );
});
