/**
 * The prepared battle as a YAML file: the download is the scenario `kassen run`, `sim` and `tune`
 * take (`<name>.yaml`); a file or pasted text read back replaces the battle being prepared — or,
 * when it cannot be read, one line names the place and the battle stays as it was.
 */
import type { PrepDoc } from "../../../src/build/prepare/prep-types.ts";
import { prepOfText, yamlOfPrep } from "../../../src/build/prepare/prep-yaml.ts";
import { MAX_FILE_BYTES } from "../../../src/shared/limits.ts";
import type { Lang } from "../net/protocol.ts";
import { YamlFiles, yamlFileName, yamlFilesIds } from "../parts/yaml-files.tsx";
import { pw } from "./prep-words.ts";

/** The YAML panel of the prepare page. */
export function PrepFiles(props: {
  lang: Lang;
  doc: () => PrepDoc;
  onImported: (d: PrepDoc) => void;
  readOnly: boolean;
}) {
  return (
    <YamlFiles
      lang={props.lang}
      heading={pw(props.lang, "yamlTitle")}
      file={() => ({
        name: yamlFileName(props.doc().name, props.doc().system),
        text: yamlOfPrep(props.doc()),
      })}
      read={(text) => {
        const d = prepOfText(text, props.doc().system);
        props.onImported(d);
        return pw(props.lang, "importedScenario", { name: d.name });
      }}
      maxBytes={MAX_FILE_BYTES}
      readOnly={props.readOnly}
      ids={yamlFilesIds("prep-")}
    />
  );
}
