import { formatBytes, type TStorageUse } from "@reelforge/contract";

// "1.2 GB of 10 GB used", with a bar; amber near the end, red when full.
export function StorageMeter({ storage }: { storage: TStorageUse }) {
  const share = storage.storageBytes > 0 ? Math.min(1, storage.usedBytes / storage.storageBytes) : 1;
  const percent = Math.round(share * 1000) / 10;
  const tone = share >= 1 ? "bg-red-600" : share >= 0.9 ? "bg-amber-500" : "bg-brand-600 dark:bg-brand-400";
  return (
    <div data-testid="storage-meter">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <p className="font-semibold text-slate-900 dark:text-white">
          {formatBytes(storage.usedBytes)} of {formatBytes(storage.storageBytes)} used
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          Files up to {formatBytes(storage.uploadMaxBytes)} each
        </p>
      </div>
      <meter
        className="sr-only"
        aria-label="Storage used"
        min={0}
        max={100}
        value={percent}
        aria-valuetext={`${formatBytes(storage.usedBytes)} of ${formatBytes(storage.storageBytes)}`}
      />
      <div
        aria-hidden="true"
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={`h-full rounded-full ${tone}`}
          style={{ width: `${Math.max(percent, share > 0 ? 1 : 0)}%` }}
        />
      </div>
    </div>
  );
}
