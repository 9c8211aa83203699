/**
 * The EMV QRCPS (merchant-presented mode) data objects the BR Code is made of: a two-digit ID, a
 * two-digit length and a value of exactly that many characters. Some IDs are templates whose
 * value is itself a list of data objects.
 */

/** One data object. `children` is set for a template whose value parsed as data objects. */
export interface TlvField {
  readonly id: string;
  readonly value: string;
  readonly children?: readonly TlvField[];
}

/**
 * IDs whose value is a template (EMV QRCPS-MPM §4.5, BR Code manual): merchant account
 * information 26..51, the additional data field template 62, the merchant information language
 * template 64 and the unreserved templates 80..99. IDs 02..25 are primitive in the EMV table.
 */
export function isTemplateId(id: string): boolean {
  const n = Number(id);
  return (n >= 26 && n <= 51) || n === 62 || n === 64 || (n >= 80 && n <= 99);
}

/** Encodes one data object; the value must be 0..99 characters long. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new RangeError(`TLV id must be two digits, got ${JSON.stringify(id)}`);
  const length = [...value].length;
  if (length > 99) throw new RangeError(`TLV value of ${id} is ${length} characters long, at most 99`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/**
 * Splits a string into data objects, without looking into templates. Lengths count characters
 * (code points), as the EMV table does. Returns null when the string is not an exact sequence
 * of data objects: an ID or length that is not two digits, or a value running past the end.
 */
export function splitTlv(text: string): TlvField[] | null {
  const chars = [...text];
  const fields: TlvField[] = [];
  let at = 0;
  while (at < chars.length) {
    if (at + 4 > chars.length) return null;
    const id = chars.slice(at, at + 2).join('');
    const lengthText = chars.slice(at + 2, at + 4).join('');
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) return null;
    const length = Number(lengthText);
    const start = at + 4;
    if (start + length > chars.length) return null;
    fields.push({ id, value: chars.slice(start, start + length).join('') });
    at = start + length;
  }
  return fields;
}

/**
 * Parses the whole tree: the top level, then every template ID one level down (EMV templates
 * do not nest further in the BR Code). Unknown IDs are kept as they are. A template whose value
 * is not a sequence of data objects keeps `children` unset; whoever needs it decides whether
 * that is an error.
 */
export function parseTlv(text: string): TlvField[] | null {
  const top = splitTlv(text);
  if (top === null) return null;
  return top.map((field) => {
    if (!isTemplateId(field.id)) return field;
    const children = splitTlv(field.value);
    return children === null ? field : { ...field, children };
  });
}

/** The first field with the given ID, if any. */
export function findField(fields: readonly TlvField[] | undefined, id: string): TlvField | undefined {
  return fields?.find((field) => field.id === id);
}
