/** How much a build writes: files and bytes of the deployable folder. */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        files++;
        bytes += lstatSync(path).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}
