import type { PublicProvider } from "#schema/api/providers";

/** Spec §5: the licensed badge is earned only by the exact status 'Licensed'. */
export const isLicensed = (provider: Pick<PublicProvider, "licenseStatus">) =>
  provider.licenseStatus === "Licensed";
