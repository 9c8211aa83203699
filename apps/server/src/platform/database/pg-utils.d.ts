/** pg's own value mapping for bound parameters (dates, buffers, arrays, JSON), as its queries use it. */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
