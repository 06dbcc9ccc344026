// Specification of the table of personal data fields (issue 39, crypto-shredding): every field it
// lists is a field of its event's schema, and what an erased field reads as is a value that schema takes.
import type { z } from 'zod';
import { GYM_EVENT_DATA_SCHEMAS } from '../event-schemas.js';
import { ERASED_TEXT, PERSONAL_DATA_FIELDS, erasedValue, personalFieldsOf } from './personal-data.fields.js';

type Wrapped = { unwrap?: () => z.ZodType; shape?: Record<string, z.ZodType> };

/** The schema at `path` inside an object schema, through optional and nullable wrappers. */
function fieldSchema(schema: z.ZodType, path: readonly string[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    let object = current as unknown as Wrapped;
    while (object.shape === undefined && object.unwrap) object = object.unwrap() as unknown as Wrapped;
    current = object.shape?.[key];
    if (current === undefined) return undefined;
  }
  return current;
}

describe('The personal data of the log (issue 39)', () => {
  const entries = Object.entries(PERSONAL_DATA_FIELDS);

  it.each(entries)(
    'every field listed for %s is a field of its schema, and reads erased as a value it takes',
    (type, fields) => {
      const schema = GYM_EVENT_DATA_SCHEMAS[type as keyof typeof GYM_EVENT_DATA_SCHEMAS];
      for (const field of fields) {
        const leaf = fieldSchema(schema, field.path);
        expect({ path: field.path, found: leaf !== undefined }).toEqual({ path: field.path, found: true });
        expect(leaf?.safeParse(erasedValue(field.kind)).success).toBe(true);
      }
    },
  );

  it('the name, cédula, phone, address, birthday, notes, weight, height and measures of a member are all listed', () => {
    const registered = (personalFieldsOf('MemberRegistered') ?? []).map((field) => field.path.join('.'));
    expect(registered).toEqual(
      expect.arrayContaining(['name', 'cedula', 'phone', 'address', 'birthday', 'notes', 'weightKg', 'heightCm']),
    );
    expect(personalFieldsOf('BodyCompositionRecorded')?.map((field) => field.path.join('.'))).toEqual(['measures']);
    expect(personalFieldsOf('PaymentRecorded')).toBeUndefined();
  });

  it('an erased text reads as the catalogue\u2019s "[dato suprimido]", a number as null, measures as none', () => {
    expect(ERASED_TEXT).toBe('[dato suprimido]');
    expect(erasedValue('text')).toBe('[dato suprimido]');
    expect(erasedValue('number')).toBeNull();
    expect(erasedValue('measures')).toEqual({});
  });
});
