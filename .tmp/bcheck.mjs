import { build } from "esbuild";
const entries = process.argv.slice(2);
for (const e of entries) {
  try {
    const r = await build({ entryPoints: [e], bundle: true, platform: "browser", write: false, format: "esm", logLevel: "silent", metafile: true });
    const ins = Object.keys(r.metafile.inputs);
    console.log("OK", e, ins.length, "inputs", Math.round(r.outputFiles[0].contents.length/1024)+"KB");
  } catch (err) {
    console.log("FAIL", e, err.errors.slice(0,3).map(x => x.text + " @ " + x.location?.file).join(" | "));
  }
}
