// The members feature: the table of every command on a member, the member screens' queries (list,
// profile, histories, check-in), the import and the member list's CSV.
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ListAttendancesHandler } from './attendances/attendance-queries.js';
import { AttendancesController } from './attendances/attendances.http.controller.js';
import {
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
} from './body-compositions/body-composition-queries.js';
import { BodyCompositionsController } from './body-compositions/body-compositions.http.controller.js';
import { CheckInSearchController } from './check-in-search/check-in-search.http.controller.js';
import { SearchCheckInHandler } from './check-in-search/check-in-search.query.js';
import { ListMembersController } from './member-list/list-members.http.controller.js';
import { ListMembersHandler } from './member-list/list-members.query.js';
import { GetMemberProfileController } from './member-profile/get-member-profile.http.controller.js';
import { GetMemberProfileHandler } from './member-profile/get-member-profile.query.js';
import { GetMemberPhotoHandler } from './member-photos/member-photo.query.js';
import { CedulaRegistry } from './cedulas/cedula-registry.js';
import { MemberDataShredder } from './cedulas/member-data-shredder.js';
import { FindMemberMatchesController } from './member-matches/find-member-matches.http.controller.js';
import { FindMemberMatchesHandler } from './member-matches/find-member-matches.query.js';
import { MEMBER_WRITE_LOOP, memberWriteLoopProvider, type MemberWriteLoop } from './member.write-loop.js';
import { MEMBER_COMMAND_DEPS, memberCommandTable } from './member.routes.js';
import { PAYMENT_HOLDERS, type MemberCommandDeps, type PaymentHolderLookup } from './member-command-deps.js';
import { MembersCsvController } from './member-export/members-csv.http.controller.js';
import { commandController } from '../shared/http/command-controller.js';
import { MemberImportController } from './member-import/member-import.http.controller.js';
import { memberImporterProvider } from './member-import/member-importer.provider.js';
import { SettingsModule } from '../settings/settings.module.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { CARD_KEY, loadCardKey } from './member-cards/card-tokens.js';
import { MemberCardController } from './member-cards/member-card.http.controller.js';
import { MemberPhotoController } from './member-photos/member-photo.http.controller.js';
import { MemberPhotoEraser, photoStoreProvider } from './member-photos/member-photos.js';
import { PHOTO_STORE, type PhotoStore } from './member-photos/photo-store.port.js';

// Listing the collection routes (`members`, `members/export.csv`) before `members/:id` keeps
// Nest's matching unambiguous.
const httpControllers = [
  MembersCsvController,
  ListMembersController,
  commandController(memberCommandTable),
  MemberImportController,
  GetMemberProfileController,
  AttendancesController,
  BodyCompositionsController,
  CheckInSearchController,
  FindMemberMatchesController,
  MemberCardController,
  MemberPhotoController,
];

const queryHandlers = [
  ListMembersHandler,
  GetMemberProfileHandler,
  GetMemberPhotoHandler,
  ListAttendancesHandler,
  GetMemberBodyCompositionsHandler,
  ListBodyCompositionsHandler,
  SearchCheckInHandler,
  FindMemberMatchesHandler,
];

const memberCommandDeps = {
  provide: MEMBER_COMMAND_DEPS,
  inject: [MEMBER_WRITE_LOOP, CedulaRegistry, PAYMENT_HOLDERS, CARD_KEY, MemberDataShredder, PHOTO_STORE],
  useFactory: (
    members: MemberWriteLoop,
    cedulas: CedulaRegistry,
    paymentHolders: PaymentHolderLookup,
    cardKey: string,
    erasure: MemberDataShredder,
    photos: PhotoStore,
  ): MemberCommandDeps => ({ members, cedulas, paymentHolders, cardKey, erasure, photos }),
};

/** R51: the cards' key, DATA_DIR/card-secret. */
const cardKeyProvider = {
  provide: CARD_KEY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => loadCardKey(config),
};

@Module({})
export class MembersModule {
  /**
   * `money`: the module providing what member commands need of the money feature, each money
   * event's cash book (MEMBER_LINKED_STREAMS) and who holds a payment (PAYMENT_HOLDERS). The app
   * module hands it in: the money feature reads members, so members never imports money.
   */
  static withMoney(money: Type): DynamicModule {
    return {
      module: MembersModule,
      imports: [SettingsModule, money],
      controllers: httpControllers,
      providers: [
        memberWriteLoopProvider,
        CedulaRegistry,
        MemberDataShredder,
        memberImporterProvider,
        cardKeyProvider,
        // R52: the photo store, and its part in R48's erasure.
        photoStoreProvider,
        MemberPhotoEraser,
        memberCommandDeps,
        ...queryHandlers,
      ],
      // R48's supresión (privacy) destroys the member's key through MemberDataShredder.
      exports: [CARD_KEY, MemberDataShredder],
    };
  }
}
