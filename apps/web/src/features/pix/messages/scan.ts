import { defineMessages } from '../../../lib/i18n/define-messages.ts';

/** Reading a Pix QR code with the camera. */
export const scanMessages = defineMessages(
  {
    actionScan: 'Ler QR code',
    actionScanText: 'Pague apontando a câmera para o código',
    scanStart: 'Ler QR code com a câmera',
    scanOr: 'ou cole o código',
    scanHeading: 'Aponte a câmera para o QR code Pix',
    scanHint: 'Deixe o código inteiro dentro do quadro. A leitura é automática.',
    scanVideoLabel: 'Imagem da câmera',
    scanOpening: 'Abrindo a câmera…',
    scanTypeInstead: 'Digitar ou colar o código',
    scanNotPix: 'Este QR code não é de Pix. Leia um QR code Pix ou cole o código.',
    scanNoCamera: 'Não foi possível abrir a câmera. Tente de novo ou cole o código.',
    scanAllowCamera: 'Permita o acesso à câmera para ler o QR code.',
    scanDialogTitle: 'Acesso à câmera',
    scanDialogText:
      'Precisamos da câmera para ler o QR code. Permita o acesso nas configurações do navegador e tente de novo, ou cole o código.',
    scanDialogOk: 'Entendi',
  },
  {
    actionScan: 'Scan QR code',
    actionScanText: 'Pay by pointing the camera at the code',
    scanStart: 'Scan QR code with the camera',
    scanOr: 'or paste the code',
    scanHeading: 'Point the camera at the Pix QR code',
    scanHint: 'Keep the whole code inside the frame. It is read automatically.',
    scanVideoLabel: 'Camera image',
    scanOpening: 'Opening the camera…',
    scanTypeInstead: 'Type or paste the code',
    scanNotPix: 'This QR code is not a Pix code. Scan a Pix QR code or paste the code.',
    scanNoCamera: 'The camera could not be opened. Try again or paste the code.',
    scanAllowCamera: 'Allow camera access to scan the QR code.',
    scanDialogTitle: 'Camera access',
    scanDialogText:
      'We need the camera to scan the QR code. Allow access in the browser settings and try again, or paste the code.',
    scanDialogOk: 'Got it',
  },
);
