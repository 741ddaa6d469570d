/**
 * Import and export of the pack as YAML: a file (or pasted text) read within the pack limits
 * into the editor, every entry kept (what the editor does not edit, such as decks, goes back
 * out untouched); the download is the text `kassen validate` and `--content` read.
 */
import { docOfYaml, type PackDoc, packYaml } from "../../../../src/build/pack-yaml.ts";
import { MAX_PACK_BYTES } from "../../../../src/shared/limits.ts";
import type { Lang } from "../../net/protocol.ts";
import { YamlFiles } from "../../parts/yaml-files.tsx";
import { ew } from "./editor-words.ts";

/** The import/export panel. */
export function PackFiles(props: {
  system: string;
  lang: Lang;
  doc: () => PackDoc;
  onImported: (d: PackDoc) => void;
  readOnly: boolean;
}) {
  return (
    <YamlFiles
      lang={props.lang}
      heading={ew(props.lang, "importExport")}
      file={() => ({
        name: `${(props.doc().name ?? "").replace(/[^\w-]+/g, "-") || props.system}-pack.yaml`,
        text: packYaml(props.doc()),
      })}
      read={(text) => {
        const d = docOfYaml(text, props.system);
        props.onImported(d);
        return ew(props.lang, "imported", { n: d.items.length });
      }}
      maxBytes={MAX_PACK_BYTES}
      readOnly={props.readOnly}
      ids={{
        heading: "be-files-h",
        export: "export-yaml",
        file: "be-import-file",
        paste: "be-paste",
        importPasted: "import-pasted",
      }}
    />
  );
}
