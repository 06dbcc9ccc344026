// R52: the members' photos beside the log. The store is opened once per process (GridFS when
// MONGODB_URL is set, else DATA_DIR/photos) and closed at shutdown; it joins R48's erasure: a
// supresión or a revocation of the sensitive-data authorisation deletes every photo the member's
// stream ever referenced (the current one, and any a crash left behind).
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit, type Provider } from '@nestjs/common';
import { memberStreamId } from '@gym/domain';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import type { EventStore } from '../../shared/event-store/event-store.port.js';
import { EVENT_STORE } from '../../shared/tokens.js';
import { MemberDataShredder } from '../cedulas/member-data-shredder.js';
import { FilePhotoStore } from './file-photo-store.js';
import { PHOTO_STORE, type PhotoStore } from './photo-store.port.js';

/** The photo store of the configuration: GridFS with MONGODB_URL, else files under DATA_DIR/photos. */
// The MongoDB driver is imported only with MONGODB_URL: loading it costs the app 18 MB of memory
// (bson allocates its 17 MB serialisation buffer when loaded) that a SQLite gym never uses.
export async function openPhotoStore(config: Pick<AppConfig, 'dataDir' | 'mongoUrl'>): Promise<PhotoStore> {
  if (config.mongoUrl) {
    const { GridFsPhotoStore } = await import('./gridfs-photo-store.js');
    return GridFsPhotoStore.connect(config.mongoUrl);
  }
  return FilePhotoStore.open(config.dataDir);
}

export const photoStoreProvider: Provider = {
  provide: PHOTO_STORE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => openPhotoStore(config),
};

/** Every photo id a member's stream ever referenced. */
export async function photoIdsOf(events: EventStore, memberId: string): Promise<string[]> {
  const recorded = await events.readStream(memberStreamId(memberId));
  const ids = new Set<string>();
  for (const event of recorded) {
    const { photoId } = event.data;
    if (event.type === 'MemberPhotoSet' && typeof photoId === 'string') ids.add(photoId);
  }
  return [...ids];
}

@Injectable()
export class MemberPhotoEraser implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(MemberDataShredder) private readonly shredder: MemberDataShredder,
  ) {}

  onModuleInit(): void {
    this.shredder.registerEraser((memberId) => this.eraseMember(memberId));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.photos.close();
  }

  /** R48 (b) and (c): the photo is sensitive data; both a revocation and a supresión delete it. */
  async eraseMember(memberId: string): Promise<void> {
    for (const photoId of await photoIdsOf(this.events, memberId)) await this.photos.delete(photoId);
  }
}
