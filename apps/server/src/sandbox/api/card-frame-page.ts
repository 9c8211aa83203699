const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The processor's card-details page: number in groups of 4, expiry, CVV and printed name. */
export function cardFramePage(
  card: { numero: string; validade: string; cvv: string; nome: string } | undefined,
) {
  const body = card
    ? `<p class="n" data-testid="card-frame-number">${escapeHtml(card.numero.replace(/(\d{4})(?=\d)/g, '$1 '))}</p>
<dl><div><dt>Validade / Expiry</dt><dd data-testid="card-frame-expiry">${escapeHtml(card.validade)}</dd></div>
<div><dt>CVV</dt><dd data-testid="card-frame-cvv">${escapeHtml(card.cvv)}</dd></div></dl>
<p class="h">${escapeHtml(card.nome)}</p>`
    : '<p data-testid="card-frame-expired">Link expirado. Abra os dados do cartão de novo. / Link expired.</p>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Cartão</title><style>body{margin:0;font:16px system-ui,sans-serif;color:#fff;background:#1f2a44;padding:16px}
.n{font-size:20px;letter-spacing:1px;margin:8px 0 16px}dl{display:flex;gap:24px;margin:0}dt{font-size:12px;opacity:.8}
dd{margin:0;font-size:18px}.h{margin-top:16px;font-size:14px;letter-spacing:1px}</style></head>
<body>${body}</body></html>`;
}
