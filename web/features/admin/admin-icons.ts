import { lucideIcon } from "#web/components/icons";

// The icons only the back office shows: kept out of the public pages' first download.
export const BarChart3Icon = /* @__PURE__ */ lucideIcon("BarChart3Icon");
export const DatabaseZapIcon = /* @__PURE__ */ lucideIcon("DatabaseZapIcon");
export const DownloadIcon = /* @__PURE__ */ lucideIcon("DownloadIcon");
export const LanguagesIcon = /* @__PURE__ */ lucideIcon("LanguagesIcon");
export const ListChecksIcon = /* @__PURE__ */ lucideIcon("ListChecksIcon");
export const MegaphoneIcon = /* @__PURE__ */ lucideIcon("MegaphoneIcon");
export const MessageSquareTextIcon = /* @__PURE__ */ lucideIcon("MessageSquareTextIcon");
export const PencilIcon = /* @__PURE__ */ lucideIcon("PencilIcon");
export const PlusIcon = /* @__PURE__ */ lucideIcon("PlusIcon");
export const ScrollTextIcon = /* @__PURE__ */ lucideIcon("ScrollTextIcon");
export const Trash2Icon = /* @__PURE__ */ lucideIcon("Trash2Icon");
export const UploadIcon = /* @__PURE__ */ lucideIcon("UploadIcon");
export const UsersIcon = /* @__PURE__ */ lucideIcon("UsersIcon");
