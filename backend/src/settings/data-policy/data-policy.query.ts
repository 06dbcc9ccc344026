// GET /api/settings/data-policy (R47): the version in force with who published it, or the model
// filled with the gym's details.
import { Controller, Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { apiOperations, dataPolicyInForce, type DataPolicyView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { staffDisplayNames } from '../../staff/staff.port.js';
import { gymDetailsView } from '../gym-details/gym-details.query.js';
import { DATA_POLICY, DATA_POLICY_ID, type DataPolicyDocument } from './data-policy.projection.js';

export class GetDataPolicy extends Query<DataPolicyView> {}

@QueryHandler(GetDataPolicy)
export class GetDataPolicyHandler implements IQueryHandler<GetDataPolicy> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<DataPolicyView> {
    const saved = await this.readStore.get<DataPolicyDocument>(DATA_POLICY, DATA_POLICY_ID);
    if (saved === null) {
      const { version, text, publishedOn } = dataPolicyInForce(
        null,
        await gymDetailsView(this.readStore, this.config.gymName),
      );
      return { version, text, publishedOn, publishedBy: null };
    }
    const names = await staffDisplayNames(this.readStore, [saved.staffId]);
    const { version, text, publishedOn, staffId } = saved;
    return { version, text, publishedOn, publishedBy: names.get(staffId) ?? staffId };
  }
}

@Controller()
export class DataPolicyController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Route(apiOperations.getDataPolicy)
  policy(): Promise<DataPolicyView> {
    return this.queryBus.execute(new GetDataPolicy());
  }
}
