/**
 * A small XML well-formedness check for the tests of generated SVG: one root element, tags closed in
 * order, attributes quoted and unique, only the five predefined entities or numeric references, no
 * stray '<' or '&'. Not a full parser (no DOCTYPE, CDATA or processing instructions: the drawings have
 * none). Returns the problem, or null when well formed.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let roots = 0;
  let i = 0;
  const entity = /^&(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const checkText = (text: string, at: number): string | null => {
    for (let k = text.indexOf('&'); k >= 0; k = text.indexOf('&', k + 1)) {
      if (!entity.test(text.slice(k))) return `bad entity at ${at + k}`;
    }
    return text.includes('<') ? `stray < at ${at}` : null;
  };
  while (i < xml.length) {
    const open = xml.indexOf('<', i);
    const text = open < 0 ? xml.slice(i) : xml.slice(i, open);
    const textProblem = checkText(text, i);
    if (textProblem) return textProblem;
    if (stack.length === 0 && text.trim() !== '') return `text outside the root at ${i}`;
    if (open < 0) break;
    const close = xml.indexOf('>', open);
    if (close < 0) return `unclosed tag at ${open}`;
    const tag = xml.slice(open + 1, close);
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) return `unexpected </${name}> at ${open}`;
    } else {
      const selfClosing = tag.endsWith('/');
      const inner = selfClosing ? tag.slice(0, -1) : tag;
      const match = /^([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*$/.exec(inner);
      if (!match) return `malformed tag <${tag}> at ${open}`;
      const [, name = '', attrs = ''] = match;
      const names = [...attrs.matchAll(/([A-Za-z_][\w:.-]*)="([^"]*)"/g)];
      if (new Set(names.map((n) => n[1])).size !== names.length) return `repeated attribute in <${name}>`;
      for (const n of names) {
        const valueProblem = checkText(n[2] ?? '', open);
        if (valueProblem) return valueProblem;
      }
      if (stack.length === 0) roots++;
      if (roots > 1) return 'more than one root element';
      if (!selfClosing) stack.push(name);
    }
    i = close + 1;
  }
  if (stack.length > 0) return `unclosed <${stack.at(-1)}>`;
  return roots === 1 ? null : 'no root element';
}
