// POST /api/members/:id/photo ('Tomar foto' / 'Subir foto', R52) and GET /api/members/:id/photo (the
// image the desk's screens show). The upload is multipart/form-data with one part, `photo`, read by
// busboy up to 5 MB (past it: 413 'La foto supera el máximo de 5 MB.'); the JSON body limit (100 KB)
// does not apply to it. Checked in this order, and nothing is stored when any fails: the member
// exists, has the sensitive-data authorisation (R47), the bytes are a JPEG, PNG or WebP by content
// and of at most 40 megapixels (photo-image.ts). The stored image is then referenced by the member's
// event; the photo it replaces is deleted, and so is ours when the event is not written.
import { Controller, Inject, Param, Query, Req, StreamableFile } from '@nestjs/common';
import {
  apiOperations,
  isRegistered,
  mayHavePhoto,
  MEMBER_PHOTO_UPLOAD,
  memberStreamId,
  type CommandResponse,
} from '@gym/domain';
import { AppError } from '../../shared/http/app-error.js';
import { Command, type CommandContext } from '../../shared/http/command-context.js';
import { FailureText } from '../../shared/http/failure-text.interceptor.js';
import { memberIdParam, queryOf } from '../../shared/http/http-input.js';
import { Route } from '../../shared/http/route.decorator.js';
import type { ReadQueries } from '../../shared/read-store/read-store.port.js';
import { READ_STORE } from '../../shared/tokens.js';
import { nodeRequestOf, readUpload } from '../member-import/multipart-upload.js';
import { MEMBER_WRITE_LOOP, sendToMember, type MemberWriteLoop } from '../member.write-loop.js';
import { normalisePhoto } from './photo-image.js';
import { PHOTO_STORE, type PhotoStore } from './photo-store.port.js';
import { storedPhotoOf } from './member-photo.query.js';

const UPLOAD_REFUSALS = { fileRequired: 'PHOTO.REQUIRED', fileTooLarge: 'PHOTO.TOO_LARGE' } as const;

@Controller()
export class MemberPhotoController {
  constructor(
    @Inject(MEMBER_WRITE_LOOP) private readonly members: MemberWriteLoop,
    @Inject(PHOTO_STORE) private readonly photos: PhotoStore,
    @Inject(READ_STORE) private readonly readStore: ReadQueries,
  ) {}

  @Route(apiOperations.setMemberPhoto)
  @FailureText('PHOTO.SAVE_FAILED')
  async set(
    @Param('id') id: string,
    @Req() request: object,
    @Command() context: CommandContext,
  ): Promise<CommandResponse> {
    const memberId = memberIdParam(id);
    const upload = await readUpload(nodeRequestOf(request), MEMBER_PHOTO_UPLOAD, UPLOAD_REFUSALS);
    if (upload.file === null) throw new AppError('PHOTO.REQUIRED', {}, MEMBER_PHOTO_UPLOAD.fileField);
    if (Object.keys(upload.fields).length > 0)
      throw new AppError('REQUEST.UNKNOWN_FIELD', {}, Object.keys(upload.fields)[0]);
    const { state } = await this.members.load(memberStreamId(memberId));
    if (!isRegistered(state)) throw new AppError('MEMBER.NOT_FOUND');
    if (!mayHavePhoto(state)) throw new AppError('PHOTO.SENSITIVE_REQUIRED', {}, MEMBER_PHOTO_UPLOAD.fileField);
    const photo = await normalisePhoto(upload.file.bytes);
    const photoId = await this.photos.put(photo.bytes);
    let result: Awaited<ReturnType<typeof sendToMember>>;
    try {
      const command = { type: 'SetMemberPhoto', data: { memberId, photoId, sha256: photo.sha256 } } as const;
      result = await sendToMember(this.members, memberId, context, command);
    } catch (error) {
      await this.photos.delete(photoId);
      throw error;
    }
    const set = result.events.find((event) => event.type === 'MemberPhotoSet');
    if (set?.type !== 'MemberPhotoSet' || set.data.photoId !== photoId) {
      // A retried request (its Idempotency-Key already answered): the first request's photo stands.
      await this.photos.delete(photoId);
    } else if (set.data.replaces !== null) {
      await this.photos.delete(set.data.replaces);
    }
    return { position: result.position };
  }

  /** `Cache-Control: no-store` and `nosniff` come with every API answer (request-hooks.ts, helmet). */
  @Route(apiOperations.getMemberPhoto)
  async get(@Param('id') id: string, @Query() query: unknown): Promise<StreamableFile> {
    const memberId = memberIdParam(id);
    queryOf(apiOperations.getMemberPhoto, query);
    const stored = await storedPhotoOf(this.readStore, this.photos, memberId);
    if (stored === null) throw new AppError('PHOTO.NOT_FOUND');
    return new StreamableFile(stored.bytes, { type: stored.contentType, length: stored.bytes.length });
  }
}
