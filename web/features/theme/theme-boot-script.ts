import { THEMES } from "#schema/enums";

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme: the stored
 * `darkMode` (else the system preference) and a valid stored `themeMood` go on <html>.
 */
export const themeBootScript = `(function(){try{
var d=localStorage.getItem("darkMode");
var dark=d==="true"||(d!=="false"&&matchMedia("(prefers-color-scheme: dark)").matches);
document.documentElement.classList.toggle("dark",dark);
var m=localStorage.getItem("themeMood");
document.documentElement.dataset.mood=${JSON.stringify(THEMES)}.indexOf(m)>=0?m:"classic_blue";
}catch(e){}})()`;
