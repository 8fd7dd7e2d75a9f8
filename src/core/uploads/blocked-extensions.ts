/**
 * File extensions the portal and the API server refuse to accept as uploads (spec section 5):
 * anything a desktop may run, install, load, mount or open with active content when a colleague
 * double-clicks the attachment. Lower case, without the dot. The list is a floor, not a sandbox:
 * the server also sniffs content and serves every download as an attachment.
 *
 * Deliberately NOT blocked: archives (zip, 7z, tar.gz: customers send log bundles and captures
 * that way), HTML and SVG (downloads carry `Content-Disposition: attachment` and `nosniff`, so
 * the portal never renders them), plain Office documents without macros.
 */
export const BLOCKED_UPLOAD_EXTENSIONS: readonly string[] = [
  // Windows executables and program launchers
  "exe",
  "com",
  "scr",
  "pif",
  "application",
  "appref-ms",
  "gadget",
  "hta",
  "msc",
  // Windows command interpreters and Windows Script Host
  "bat",
  "cmd",
  "vb",
  "vbs",
  "vbe",
  "js",
  "jse",
  "ws",
  "wsf",
  "wsh",
  "wsc",
  "sct",
  "shs",
  // PowerShell (msh: its pre-release name, still registered on some systems)
  "ps1",
  "ps1xml",
  "ps2",
  "psc1",
  "psd1",
  "psm1",
  "msh",
  // Unix shells and desktop launchers
  "sh",
  "bash",
  "zsh",
  "csh",
  "ksh",
  "command",
  "desktop",
  // Interpreted languages and server-side pages (dangerous wherever a web server may run them)
  "py",
  "pyc",
  "pyw",
  "pl",
  "rb",
  "cgi",
  "php",
  "php3",
  "php4",
  "php5",
  "php7",
  "php8",
  "phtml",
  "phar",
  "asp",
  "aspx",
  "jsp",
  "mjs",
  "cjs",
  "scpt",
  // Installers and application packages
  "msi",
  "msp",
  "mst",
  "msu",
  "msix",
  "msixbundle",
  "appx",
  "appxbundle",
  "cab",
  "app",
  "dmg",
  "pkg",
  "deb",
  "rpm",
  "apk",
  "ipa",
  "run",
  // Libraries, drivers and raw binaries
  "dll",
  "so",
  "dylib",
  "sys",
  "drv",
  "ocx",
  "ax",
  "bin",
  "elf",
  // Java archives and launchers
  "jar",
  "war",
  "ear",
  "class",
  "jnlp",
  // Macro-enabled Office documents, Office add-ins and Access projects
  "docm",
  "dotm",
  "xlsm",
  "xltm",
  "xlsb",
  "xlam",
  "xla",
  "xll",
  "pptm",
  "potm",
  "ppam",
  "ppsm",
  "sldm",
  "vsto",
  "ade",
  "adp",
  "mde",
  "accde",
  // Shortcuts and shell links
  "lnk",
  "url",
  "scf",
  "settingcontent-ms",
  // Registry, control-panel and setup-information files
  "reg",
  "cpl",
  "inf",
  "ins",
  "isp",
  // Compiled help, which can run script
  "chm",
  "hlp",
  // Disk images: Windows mounts them on a double-click and their contents escape
  // the Mark-of-the-Web, which is why they are a favourite wrapper for malware
  "iso",
  "img",
  "vhd",
  "vhdx",
];

/** The same list as a set, for constant-time lookup. */
export const BLOCKED_UPLOAD_EXTENSION_SET: ReadonlySet<string> = new Set(BLOCKED_UPLOAD_EXTENSIONS);

/** Whether an extension (any case, with or without its leading dot) is on the blocked list. */
export function isBlockedExtension(extension: string): boolean {
  return BLOCKED_UPLOAD_EXTENSION_SET.has(extension.replace(/^\./, "").toLowerCase());
}
