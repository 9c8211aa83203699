import { describe, expect, it } from 'vitest';
import { findSku, PHONE_CATALOGUE, type PhoneModel } from './catalogue.ts';
import { escapeXml, lensCount, luminance, PHONE_VIEWS, renderPhoneSvg, shade } from './phone-images.ts';
import { xmlProblem } from './xml-well-formed.ts';

describe('xml well-formedness check', () => {
  it('accepts good xml and spots broken xml', () => {
    expect(xmlProblem('<a x="1"><b/>t &amp; &#60;</a>')).toBeNull();
    expect(xmlProblem('<a><b></a></b>')).not.toBeNull();
    expect(xmlProblem('<a>x < y</a>')).not.toBeNull();
    expect(xmlProblem('<a>R&D</a>')).not.toBeNull();
    expect(xmlProblem('<a x=1/>')).not.toBeNull();
    expect(xmlProblem('<a x="1" x="2"/>')).not.toBeNull();
    expect(xmlProblem('<a/><b/>')).not.toBeNull();
    expect(xmlProblem('<a>')).not.toBeNull();
  });
});

describe('phone drawings', () => {
  it('draws every sku of the catalogue in every view: well-formed SVG under 4 KB, in the sku colour', () => {
    for (const model of PHONE_CATALOGUE) {
      for (const sku of model.skus) {
        const drawings = PHONE_VIEWS.map((view) => renderPhoneSvg(model, sku, view));
        for (const svg of drawings) {
          expect(xmlProblem(svg)).toBeNull();
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
          expect(Buffer.byteLength(svg)).toBeLessThan(4096);
          expect(svg.toUpperCase()).toContain(sku.colorHex.toUpperCase());
        }
        expect(new Set(drawings).size).toBe(PHONE_VIEWS.length);
      }
    }
  });

  it('shows a screen with a notch in front, a camera module on the back, buttons on the side', () => {
    const found = findSku('aurora-x5-128gb-azul-oceano');
    if (!found) throw new Error('catalogue changed');
    const { model, sku } = found;
    const front = renderPhoneSvg(model, sku, 'front');
    expect(front).toContain('9:41');
    expect(front).toContain('rx="5.5"'); // the notch
    const back = renderPhoneSvg(model, sku, 'back');
    expect(back.match(/r="11.5"/g)).toHaveLength(3); // three lenses, as the specs say
    expect(back).toContain('AURORA');
    const main = renderPhoneSvg(model, sku, 'main');
    expect(main).toContain('9:41');
    expect(main).toContain('AURORA');
    expect(renderPhoneSvg(model, sku, 'side')).toContain('url(#e)');
    expect(renderPhoneSvg(model, sku, 'up')).toContain('url(#e)');
  });

  it('escapes the model name, brand, colour and storage, and never draws a colour that is not #RRGGBB', () => {
    const [base] = PHONE_CATALOGUE;
    const [baseSku] = base?.skus ?? [];
    if (!base || !baseSku) throw new Error('empty catalogue');
    const evil: PhoneModel = { ...base, name: '</title><script>alert(1)</script>', brand: 'A&B "x" <y>' };
    const sku = { ...baseSku, colorName: "Rosa 'choque' & <b>", colorHex: '#fff" onload="alert(1)' };
    for (const view of PHONE_VIEWS) {
      const svg = renderPhoneSvg(evil, sku, view);
      expect(xmlProblem(svg)).toBeNull();
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('onload');
      expect(svg).toContain('#8A8D91');
    }
    expect(renderPhoneSvg(evil, sku, 'back')).toContain('A&#38;B &#34;X&#34; &#60;Y&#62;');
    expect(escapeXml(`<>&"'`)).toBe('&#60;&#62;&#38;&#34;&#39;');
  });

  it('rejects an unknown view', () => {
    const [model] = PHONE_CATALOGUE;
    const [sku] = model?.skus ?? [];
    if (!model || !sku) throw new Error('empty catalogue');
    expect(() => renderPhoneSvg(model, sku, 'top' as never)).toThrow(RangeError);
  });

  it('derives shades and lens counts', () => {
    expect(shade('#808080', 1)).toBe('#FFFFFF');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 0)).toBe('#808080');
    expect(luminance('#FFFFFF')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    const counts = Object.fromEntries(PHONE_CATALOGUE.map((m) => [m.productId, lensCount(m)]));
    expect(counts).toMatchObject({ 'lumi-go': 1, 'nimbo-lite-3': 2, 'aurora-x5': 3 });
  });
});
