// Appends the owner's new prices to the `gym-settings` stream (R24); members' events are never touched.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GYM_SETTINGS_STREAM, type ChangePlanPricesResponse } from '@gym/domain';
import { GYM_SETTINGS_COMMANDS, type GymSettingsCommands } from '../gym-settings-commands.js';
import { ChangePlanPricesCommand } from './change-plan-prices.command.js';

@CommandHandler(ChangePlanPricesCommand)
export class ChangePlanPricesHandler implements ICommandHandler<ChangePlanPricesCommand> {
  constructor(@Inject(GYM_SETTINGS_COMMANDS) private readonly settings: GymSettingsCommands) {}

  async execute({ request, context }: ChangePlanPricesCommand): Promise<ChangePlanPricesResponse> {
    const { position, events } = await this.settings.handle({
      ...context,
      streamId: GYM_SETTINGS_STREAM,
      command: { type: 'ChangePlanPrices', data: request },
    });
    return { position, changed: events.map((event) => event.data.plan) };
  }
}
