import type { BarcodeType } from '@ridgeline/domain';
import type { Db } from '../db/database';
import type { TenantScope } from '../http/contract-route';
import { PRINTER_RULES, readEffectiveSetting } from '../settings-store/effective-settings';

/** The barcode the printer settings in force choose for documents (QR code unless a setting says otherwise). */
export async function resolvePrinterBarcode(db: Db, scope: TenantScope): Promise<BarcodeType> {
  const setting = await readEffectiveSetting(db, PRINTER_RULES, scope);
  return setting.value.barcodeType ?? 'QR_CODE';
}
