import {
  CAPTION_FONT_CHOICES,
  ErrorCode,
  type TBrandKit,
  type TBrandKitUpdate,
  ZBrandKitUpdate,
} from "@reelforge/contract";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps.ts";
import { AppError } from "../../platform/errors.ts";
import { brandKit } from "./tables.ts";
import { checkUploadRefs, fetchUpload } from "./upload-refs.ts";
import { findUpload, uploadView } from "./upload-service.ts";

// The brand kit: stored per user as upload ids, answered with the uploads themselves. A part whose
// upload was deleted reads as empty (the row's reference is set null by the database).

type Row = typeof brandKit.$inferSelect;

async function viewOf(deps: AppDeps, userId: string, row: Row | undefined): Promise<TBrandKit> {
  const one = async (id: string | null | undefined) => {
    const found = id ? await findUpload(deps, userId, id) : null;
    return found ? uploadView(found) : null;
  };
  return {
    logo: await one(row?.logoUploadId),
    colors: row?.colors ?? [],
    font: CAPTION_FONT_CHOICES.find((f) => f === row?.font) ?? null,
    intro: await one(row?.introUploadId),
    outro: await one(row?.outroUploadId),
  };
}

export async function getBrandKit(deps: AppDeps, userId: string): Promise<TBrandKit> {
  const [row] = await deps.db.select().from(brandKit).where(eq(brandKit.userId, userId));
  return viewOf(deps, userId, row);
}

export async function saveBrandKit(deps: AppDeps, userId: string, body: TBrandKitUpdate): Promise<TBrandKit> {
  const kit = ZBrandKitUpdate.parse(body);
  await checkUploadRefs(deps, userId, [
    ...(kit.logo ? [{ field: "logo", id: kit.logo, kinds: ["image"] as const }] : []),
    ...(kit.intro ? [{ field: "intro", id: kit.intro, kinds: ["video"] as const }] : []),
    ...(kit.outro ? [{ field: "outro", id: kit.outro, kinds: ["video"] as const }] : []),
  ]);
  const values = {
    logoUploadId: kit.logo,
    colors: kit.colors,
    font: kit.font,
    introUploadId: kit.intro,
    outroUploadId: kit.outro,
    updatedAt: new Date(deps.now()),
  };
  const [row] = await deps.db
    .insert(brandKit)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: brandKit.userId, set: values })
    .returning();
  if (!row) throw new AppError(ErrorCode.INTERNAL, 500, "The brand kit could not be saved");
  return viewOf(deps, userId, row);
}

/** The kit for a render: its files copied into `dir`; null when the kit is empty. */
export async function fetchBrandKit(
  deps: AppDeps,
  userId: string,
  dir: string,
): Promise<{ logo?: string; colors: string[]; font?: string; intro?: string; outro?: string } | null> {
  const kit = await getBrandKit(deps, userId);
  const file = async (upload: TBrandKit["logo"]) =>
    upload ? (await fetchUpload(deps, userId, upload.id, dir)).path : undefined;
  const logo = await file(kit.logo);
  const intro = await file(kit.intro);
  const outro = await file(kit.outro);
  if (!logo && !intro && !outro && kit.colors.length === 0 && !kit.font) return null;
  return {
    colors: kit.colors,
    ...(logo ? { logo } : {}),
    ...(kit.font ? { font: kit.font } : {}),
    ...(intro ? { intro } : {}),
    ...(outro ? { outro } : {}),
  };
}
