/**
 * Published BR Codes with their CRCs, for the tests. Each one's CRC was checked against the
 * source; where a vector is adapted, the change is said and the CRC recomputed in the test.
 */

/**
 * Manual de Padrões para Iniciação do Pix v2.10.0 (Banco Central do Brasil), §2.6.3 "Exemplo de
 * QR Code estático": random key, no amount, no txid (***), CRC 0x1D3D. The PDF prints a space
 * after the key in one rendering; the template length 58 shows it is not part of the payload.
 * https://www.bcb.gov.br/content/estabilidadefinanceira/pix/Regulamento_Pix/II_ManualdePadroesparaIniciacaodoPix.pdf
 */
export const MANUAL_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Same manual, §2.7.2 "Exemplo de QR Code Dinâmico": 01 "12", URL in 26-25, CRC 0x64E4. */
export const MANUAL_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';

/** Same manual, §2.8.5.1: composite code with recurrence parameters only (26 has the GUI alone), CRC 0xF2DA. */
export const MANUAL_COMPOSITE_RECURRENCE_ONLY =
  '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304F2DA';

/** Same manual, §2.8.5.2: static data (key, R$ 100,50) and recurrence in 80, CRC 0x2875. */
export const MANUAL_COMPOSITE_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875';

/** Same manual, §2.8.5.3: dynamic data and recurrence, CRC 0xFB42. */
export const MANUAL_COMPOSITE_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304FB42';

/**
 * Manual do BR Code (Banco Central do Brasil), the multi-arrangement example: id 04 of a card
 * network, Pix in 26 with the GUI in upper case, another arrangement in 27 and 80, amount 123.45,
 * postal code 61, txid "RP12345678-2019" (the hyphen is outside the Pix txid alphabet), CRC 0xAD38.
 * https://www.bcb.gov.br/content/estabilidadefinanceira/spb_docs/ManualBRCode.pdf, as quoted
 * byte for byte by the independent parsers brazilian-utils/javascript (get-pix-payload-info
 * tests) and the Rust crate brcode (README).
 */
export const BR_CODE_MANUAL_MULTI =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';

/**
 * Open Finance Brasil payments API, the qrCode example of a Pix payment (CRC 0xEB76): 62 holds a
 * nested template 50 (BR.GOV.BCB.BRCODE version), the key 26-01 is written hex-encoded (not the
 * DICT form) and the txid has a hyphen. Good for the generic tree; refused as a payment.
 */
export const OPEN_FINANCE_EXAMPLE =
  '00020104141234567890123426660014BR.GOV.BCB.PIX014466756C616E6F32303139406578616D706C652E636F6D27300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5915NOMEDORECEBEDOR6008BRASILIA61087007490062530515RP12345678-201950300017BR.GOV.BCB.BRCODE01051.0.080450014BR.GOV.BCB.PIX0123PADRAO.URL.PIX/0123ABCD81390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304EB76';

/**
 * pix-utils (github.com/thalesog/pix-utils, tests/emvCodes.ts): an independent generator's
 * expected outputs. Static: e-mail key, description "Pedido 123", R$ 10,00, name and city
 * upper-cased and stripped of accents from "Thales Ogliari" / "SÃO MIGUÉL DO O", CRC 0x0DC6;
 * the same without amount, 0x62CA; dynamic, 0x42C5 (no 01 object); a normalized name, 0x0433.
 */
export const PIX_UTILS_STATIC =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6';
export const PIX_UTILS_STATIC_NO_AMOUNT =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 1235204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630462CA';
export const PIX_UTILS_DYNAMIC =
  '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630442C5';
export const PIX_UTILS_DYNAMIC_NORMALIZED_NAME =
  '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5912BARBARA PELE6015SAO MIGUEL DO O62070503***63040433';

/**
 * A public field-by-field walkthrough of BR Codes (gist matheusb-comp/1efa205b3c0ffd7af1e8ce63a10e02dc):
 * dynamic code with the GUI in upper case and a 55-character URL, CRC 0xEEAB.
 */
export const GIST_DYNAMIC_UPPER_GUI =
  '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB';

/**
 * The Rust crate pix-brcode (docs.rs/pix-brcode, its generated sample): e-mail key, description
 * "[Pix.ae]", R$ 50,00, CRC 0x8287.
 */
export const PIX_BRCODE_CRATE_SAMPLE =
  '00020126530014br.gov.bcb.pix0119saskenuba@gmail.com0208[Pix.ae]520400005303986540550.005802BR5903Pix6003Pix62070503***63048287';

/**
 * brazilian-utils/javascript (get-pix-payload-info tests), hand-made edge cases with their CRCs:
 * a key marked single use by 01 "12" (0x3CAC); a URL with 01 "11" (0xF299); a URL with no 01
 * (0x1420); the manual's static example with 01 "11" made explicit (0x48CD); key and URL in the
 * same template (0x9A4B); a URL with a scheme (0xF843); an fss beside a URL (0xDA55); a dynamic
 * code carrying an amount of 1.00, which the payer must ignore (0x2636); a widely copied
 * community example whose city is 19 characters and whose txid has hyphens (0xD475).
 */
export const BU_KEY_SINGLE_USE =
  '00020101021226330014br.gov.bcb.pix0111123456789095204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63043CAC';
export const BU_URL_POINT_11 =
  '00020101021126480014br.gov.bcb.pix2526pix.example.com/qr/v2/12345204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304F299';
export const BU_URL_NO_POINT =
  '00020126480014br.gov.bcb.pix2526pix.example.com/qr/v2/12345204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041420';
export const BU_STATIC_POINT_11 =
  '00020101021126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630448CD';
export const BU_KEY_AND_URL =
  '00020101021226500014br.gov.bcb.pix0107a@b.com2517pix.example.com/x5204000053039865802BR5901A6001B62070503***63049A4B';
export const BU_URL_WITH_SCHEME =
  '00020101021226470014br.gov.bcb.pix2525https://pix.example.com/x5204000053039865802BR5901A6001B62070503***6304F843';
export const BU_FSS_BESIDE_URL =
  '00020126600014br.gov.bcb.pix2526pix.example.com/qr/v2/12340308123456785204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304DA55';
export const BU_DYNAMIC_WITH_AMOUNT =
  '00020101021226480014br.gov.bcb.pix2526pix.example.com/qr/v2/123452040000530398654041.005802BR5901A6001B62070503***63042636';
export const COMMUNITY_STATIC_AS_PUBLISHED =
  '00020126580014br.gov.bcb.pix0136bee05743-4291-4f3c-9259-595df1307ba1520400005303986540510.005802BR5914Alexandre Lima6019Presidente Prudente62180514Um-Id-Qualquer6304D475';
