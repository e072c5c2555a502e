import { spriteIcon } from "#web/components/icons";

// The icons only the back office shows: kept out of the public pages' first download.
export const BarChart3Icon = /* @__PURE__ */ spriteIcon("BarChart3Icon");
export const DatabaseZapIcon = /* @__PURE__ */ spriteIcon("DatabaseZapIcon");
export const DownloadIcon = /* @__PURE__ */ spriteIcon("DownloadIcon");
export const LanguagesIcon = /* @__PURE__ */ spriteIcon("LanguagesIcon");
export const ListChecksIcon = /* @__PURE__ */ spriteIcon("ListChecksIcon");
export const MegaphoneIcon = /* @__PURE__ */ spriteIcon("MegaphoneIcon");
export const MessageSquareTextIcon = /* @__PURE__ */ spriteIcon("MessageSquareTextIcon");
export const PencilIcon = /* @__PURE__ */ spriteIcon("PencilIcon");
export const PlusIcon = /* @__PURE__ */ spriteIcon("PlusIcon");
export const ScrollTextIcon = /* @__PURE__ */ spriteIcon("ScrollTextIcon");
export const Trash2Icon = /* @__PURE__ */ spriteIcon("Trash2Icon");
export const UploadIcon = /* @__PURE__ */ spriteIcon("UploadIcon");
export const UsersIcon = /* @__PURE__ */ spriteIcon("UsersIcon");
