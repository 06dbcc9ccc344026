// Tells an upload that may be a spreadsheet by its content, its name and its type (issue 41): a zip
// (.xlsx, .ods: which workbook it is, the zip's own parts tell), or text a CSV can be (UTF-8 or
// Latin-1 with no NUL or other control character). A file that starts like, is named like or is
// sent as another known format (a PDF, an image, a Word document, a web page…) is refused, even
// when its bytes happen to be text.
import { notSpreadsheet } from './sheet-limits.js';

export interface UploadedSpreadsheet {
  /** The file's name as sent (its extension is one of the clues). */
  readonly name: string;
  /** The media type the browser sent, or '' (the terminal's import has none). */
  readonly type: string;
  readonly bytes: Buffer;
}

export type SpreadsheetKind = 'zip' | 'text';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** How other formats start (after a UTF-8 BOM for the text ones), as bytes or as ASCII. */
const OTHER_FORMATS: readonly (readonly number[] | string)[] = [
  '%PDF-',
  '%!PS',
  '{\\rtf',
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  'GIF87a',
  'GIF89a',
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an old .doc or .xls
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  'Rar!',
  [0x7f, 0x45, 0x4c, 0x46], // an executable
];
/** A text file that is markup (a web page, XML, SpreadsheetML 2003, a flat .fods): not a CSV. */
const MARKUP = /^\s*<(\?xml|!doctype|html|svg|office:document|workbook)\b/i;

/** Extensions of formats that are never a spreadsheet the import reads. */
const OTHER_EXTENSIONS = new Set(
  (
    'pdf ps eps rtf doc docx docm dot dotx odt ott pages ppt pptx odp key odg ' +
    'png jpg jpeg gif webp bmp tif tiff heic heif svg ico ' +
    'mp3 mp4 m4a mov avi wav ogg webm zip rar 7z gz tgz tar exe dll apk ' +
    'html htm xhtml xml json fods numbers'
  ).split(' '),
);
const OTHER_TYPES = [
  /^application\/pdf$/,
  /^application\/postscript$/,
  /^(application|text)\/rtf$/,
  /^(image|audio|video|font)\//,
  /^application\/msword$/,
  /^application\/vnd\.openxmlformats-officedocument\.(wordprocessingml|presentationml)\./,
  /^application\/vnd\.ms-(powerpoint|word)/,
  /^application\/vnd\.oasis\.opendocument\.(text|presentation|graphics)/,
  /^application\/vnd\.apple\./,
  /^text\/html$/,
  /^application\/(xhtml\+xml|json|xml)$/,
  /^application\/(x-rar-compressed|vnd\.rar|x-7z-compressed|gzip|x-msdownload|vnd\.android\.package-archive)$/,
];

const startsWith = (bytes: Uint8Array, signature: readonly number[] | string, at = 0): boolean =>
  typeof signature === 'string'
    ? Array.from({ length: signature.length }, (_, index) => signature.charCodeAt(index)).every(
        (code, index) => bytes[at + index] === code,
      )
    : signature.every((byte, index) => bytes[at + index] === byte);

/**
 * Text a CSV can be: no NUL and no control character but tab, line breaks, form feed and the end
 * of file some old programs write (0x1A); in UTF-8 and Latin-1 alike those are single bytes below
 * 0x20, so the bytes tell without decoding.
 */
function isText(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0d &&
      byte !== 0x0b &&
      byte !== 0x0c &&
      byte !== 0x1a
    )
      return false;
  }
  return true;
}

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};

export function spreadsheetKind({ name, type, bytes }: UploadedSpreadsheet): SpreadsheetKind {
  const mediaType = (type.split(';')[0] ?? '').trim().toLowerCase();
  if (OTHER_EXTENSIONS.has(extensionOf(name)) || OTHER_TYPES.some((other) => other.test(mediaType)))
    throw notSpreadsheet();
  if (startsWith(bytes, ZIP)) return 'zip';
  const textStart = startsWith(bytes, UTF8_BOM) ? UTF8_BOM.length : 0;
  if (OTHER_FORMATS.some((signature) => startsWith(bytes, signature, textStart))) throw notSpreadsheet();
  const head = new TextDecoder('latin1').decode(bytes.subarray(textStart, textStart + 256));
  if (MARKUP.test(head) || !isText(bytes)) throw notSpreadsheet();
  return 'text';
}
