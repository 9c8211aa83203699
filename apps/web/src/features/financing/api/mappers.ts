import { type Centavos, fromReais } from '@carteira/core/money';
import type * as Wire from '../../../lib/financing/types.ts';
import type { Device, DeviceDetails, InsuranceOption, Proposal, Sku } from '../flow/device-types.ts';

const money = (reais: number | null | undefined): Centavos => fromReais(reais ?? 0);

export function toDevice(item: Wire.DeviceListItem): Device {
  return {
    productId: item.product_id,
    skuId: item.id,
    name: item.name,
    imageUrl: item.image_url,
    storePrice: money(item.store_price),
    installmentValue: money(item.installment_value),
    totalValue: money(item.present_value),
    minEntryValue: money(item.min_entry_value),
  };
}

export function toSku(d: Wire.DeviceDetail): Sku {
  return {
    skuId: d.skuId || d.id,
    productId: d.productId,
    lmi: d.lmi,
    version: d.version,
    available: d.available,
    name: d.name,
    color: d.color,
    colorHex: d.colorHex,
    storage: d.storage,
    storePrice: money(d.storePrice),
    images: [d.imageUrl, d.frontUrl, d.backUrl, d.sideUrl, d.upUrl],
    specs: {
      system: d.system,
      displaySize: d.displaySize,
      displayFrequency: d.displayFrequency,
      cameraBack: d.cameraBack,
      cameraFront: d.cameraFront,
      battery: d.battery,
      charger: d.charger,
      processor: d.processor,
      processorFrequency: d.processorFrequency,
      memory: d.memory,
      rom: d.rom,
    },
    installmentValue: money(d.installmentValue),
    minimumEntryValue: money(d.minimumEntryValue),
  };
}

export function toDeviceDetails(answer: Wire.DeviceDetails): DeviceDetails {
  return {
    skus: answer.deviceDetails.map(toSku),
    colors: answer.colorOptions.map((c) => ({ name: c.name, hex: c.hexa })),
    storages: answer.storageOptions,
  };
}

export function toInsuranceOption(o: Wire.InsuranceOption): InsuranceOption {
  return {
    type: o.type,
    name: o.name,
    numberOfInstallments: o.numberOfInstallments,
    installmentValue: money(o.installmentValue),
    totalValue: money(o.totalValue),
  };
}

export function toProposal(p: Wire.Proposal): Proposal {
  return {
    name: p.name,
    productValue: money(p.productValue),
    insuranceName: p.insuranceName,
    insuranceValue: money(p.insuranceValue),
    downPayment: money(p.downPayment),
    requestedAmount: money(p.requestedAmount),
    iof: money(p.iof),
    iofRate: p.iofRate,
    financedAmount: money(p.financedAmount),
    numberOfInstallments: p.numberOfInstallments,
    minimumInstallments: p.minimumInstallments,
    installmentValue: money(p.installmentValue),
    firstInstallmentDate: p.firstInstallmentDate,
    monthlyInterestRate: p.monthlyInterestRate,
    tecRate: p.tecRate,
    totalAmount: money(p.totalAmount),
    totalWithDownPayment: money(p.totalWithDownPayment),
    feeValues: p.feeValues.map((f) => ({
      installments: f.installments,
      installmentValue: money(f.installmentValue),
      totalAmount: money(f.totalAmount),
    })),
    schedule: p.schedule.map((s) => ({ number: s.number, dueDate: s.dueDate, value: money(s.value) })),
  };
}
