import { THEMES } from "#schema/enums";
import { DARK_MODE_STORAGE_KEY } from "../preferences/dark-mode";
import { DEFAULT_THEME_MOOD, THEME_MOOD_STORAGE_KEY } from "../preferences/theme-mood";

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme: the stored
 * `darkMode` (else the system preference) and a valid stored `themeMood` go on <html>.
 */
export const themeBootScript = `(function(){try{
var d=localStorage.getItem(${JSON.stringify(DARK_MODE_STORAGE_KEY)});
var dark=d==="true"||(d!=="false"&&matchMedia("(prefers-color-scheme: dark)").matches);
document.documentElement.classList.toggle("dark",dark);
var m=localStorage.getItem(${JSON.stringify(THEME_MOOD_STORAGE_KEY)});
document.documentElement.dataset.mood=${JSON.stringify(THEMES)}.indexOf(m)>=0?m:${JSON.stringify(DEFAULT_THEME_MOOD)};
}catch(e){}})()`;
