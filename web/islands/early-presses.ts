import { ISLAND_TAG, PLAIN_LINK } from "./island-data";

/** Where the page keeps the presses on islands made before the boot script ran. */
export const EARLY_PRESSES = "__earlyIslandPresses";

/**
 * Inline at the top of a document page's body, before any island: until the boot script takes over
 * (it empties the list and sets it to null), a click (not on a plain link) or a submit inside an island
 * is stopped and kept, for the boot script to replay once that island has hydrated.
 */
export const earlyPressesScript = `(function(){var p=window.${EARLY_PRESSES}=[];
["click","submit"].forEach(function(type){addEventListener(type,function(e){
var t=e.target;if(!window.${EARLY_PRESSES}||!t.closest||!t.closest("${ISLAND_TAG}"))return;
if(type==="click"&&t.closest("${PLAIN_LINK}"))return;e.preventDefault();e.stopPropagation();p.push(e)},true)})})()`;
