// GET /api/settings/discount-limit (R39): the most Recepción may discount, read by the desk forms
// and Configuración. Folded from the settings stream like the prices every member decision is given,
// so the limit a form shows is the one the next decision takes.
import { Controller, Inject } from '@nestjs/common';
import { apiOperations, type DiscountLimitView } from '@gym/domain';
import { Route } from '../../shared/http/route.decorator.js';
import { PlanPriceReader } from '../gym-settings.write-loop.js';

@Controller()
export class DiscountLimitController {
  constructor(@Inject(PlanPriceReader) private readonly settings: PlanPriceReader) {}

  @Route(apiOperations.getDiscountLimit)
  async limit(): Promise<DiscountLimitView> {
    return { receptionPercent: await this.settings.receptionDiscountPercent() };
  }
}
