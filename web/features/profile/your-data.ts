import { useMutation } from "@tanstack/react-query";
import type { AccountDeletion } from "#schema/api/user-data";
import { apiFailure } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";

const EXPORT_PATH = "/api/user/export";
/** The file's name as the server gives it (dated), else this. */
const FALLBACK_NAME = "my-data.json";

function fileNameOf(response: Response) {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetches the user's data and hands it to the browser as a file. Read by script rather than by a
 * link, so a refusal (too many exports, signed out meanwhile) is a message on the page, not a
 * broken download.
 */
async function downloadMyData() {
  const response = await fetch(EXPORT_PATH, {
    credentials: "include",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw apiFailure(response, await response.text());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileNameOf(response);
    link.click();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the account; the server signs this browser out in the same answer. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: AccountDeletion) => apiSend<{ deleted: true }>("DELETE", "/api/user/account", input),
  });
