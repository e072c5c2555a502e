import { nicosiaDate } from "#schema/cyprus-time";
import { addDays } from "../dates";

/** How many days before "today" the demo register snapshot was imported. */
const SNAPSHOT_AGE_DAYS = 3;

export const snapshotAt = (today: Date) => addDays(today, -SNAPSHOT_AGE_DAYS);

/** The day the licensed providers were checked against the snapshot (Cyprus time, as an import records it). */
export const registerCheckDay = (today: Date) => nicosiaDate(snapshotAt(today));
