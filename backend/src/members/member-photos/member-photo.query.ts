// R52 + R48 (a): the member's photo as stored, for what reads it whole (the data report): none when
// the member has none, or may not have one shown (no sensitive-data authorisation, R47).
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { mayHavePhoto } from '@gym/domain';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { MEMBER_PROFILES, type MemberProfileDocument } from '../member-list/member-documents.js';
import { PHOTO_STORE, type PhotoStore, type StoredPhoto } from './photo-store.port.js';

export class GetMemberPhoto extends Query<StoredPhoto | null> {
  constructor(readonly memberId: string) {
    super();
  }
}

/** The photo the member's profile references, if it may be shown; the GET route and the data report read it. */
export async function storedPhotoOf(
  readStore: ReadQueries,
  photos: PhotoStore,
  memberId: string,
): Promise<StoredPhoto | null> {
  const member = (await readStore.get<MemberProfileDocument>(MEMBER_PROFILES, memberId))?.member;
  const photo = member?.photo ?? null;
  if (member?.status !== 'registered' || photo === null || !mayHavePhoto(member)) return null;
  return photos.get(photo.photoId);
}

@QueryHandler(GetMemberPhoto)
export class GetMemberPhotoHandler implements IQueryHandler<GetMemberPhoto> {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
  ) {}

  execute({ memberId }: GetMemberPhoto): Promise<StoredPhoto | null> {
    return storedPhotoOf(this.readStore, this.photos, memberId);
  }
}
