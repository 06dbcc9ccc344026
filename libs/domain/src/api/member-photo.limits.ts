// R52: the photo's limits, apart from its operations' schemas so that the browser's resizing does not
// bring zod with it.

/** R52: the largest photo accepted, as sent (bytes); the server keeps it resized to `MEMBER_PHOTO_MAX_SIDE`. */
export const MEMBER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** R52: the longest side of a stored photo, in pixels (the browser resizes to it before sending, too). */
export const MEMBER_PHOTO_MAX_SIDE = 512;
/** The upload's file part and its limit. */
export const MEMBER_PHOTO_UPLOAD = { fileField: 'photo', maxBytes: MEMBER_PHOTO_MAX_BYTES } as const;
