/**
 * The package's version, for `kassen --version` (a test keeps it equal to package.json's, which
 * the bundled CLI cannot read at a fixed path).
 */
export const PACKAGE_VERSION = "0.1.0";
