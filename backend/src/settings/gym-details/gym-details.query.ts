// The gym's details as receipts and the cash-closing sheet print them (issue 30): as saved, with the
// name the app was started with (GYM_NAME) when none is saved.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NO_GYM_DETAILS, type GymDetailsView } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { GYM_DETAILS, GYM_DETAILS_ID, type GymDetailsDocument } from './gym-details.projection.js';

export class GetGymDetails extends Query<GymDetailsView> {}

/** Read by the receipts too: one get of one small document. */
export async function gymDetailsView(readStore: ReadQueries, startedAs: string): Promise<GymDetailsView> {
  const saved = await readStore.get<GymDetailsDocument>(GYM_DETAILS, GYM_DETAILS_ID);
  const { name, nit, address, phone, receiptFooter } = saved ?? NO_GYM_DETAILS;
  return { name, nit, address, phone, receiptFooter, printedName: name === '' ? startedAs : name };
}

@QueryHandler(GetGymDetails)
export class GetGymDetailsHandler implements IQueryHandler<GetGymDetails> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  execute(): Promise<GymDetailsView> {
    return gymDetailsView(this.readStore, this.config.gymName);
  }
}
