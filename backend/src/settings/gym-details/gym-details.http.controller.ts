// GET /api/settings/gym-details: the gym's details for the Configuración form and the cash-closing sheet.
import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiOperations, type GymDetailsView } from '@gym/domain';
import { Route } from '../../shared/http/route.decorator.js';
import { GetGymDetails } from './gym-details.query.js';

@Controller()
export class GymDetailsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getGymDetails)
  details(): Promise<GymDetailsView> {
    return this.queryBus.execute(new GetGymDetails());
  }
}
