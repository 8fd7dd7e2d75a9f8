export { type ConfigDecoding, decodeConfig, defaultConfig } from "./decode-config.ts";
export {
  EMBEDDED_CONFIG_ELEMENT_ID,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PATH,
} from "./embedded-config.ts";
export type {
  DocumentationLinks,
  LegalLinks,
  RuntimeConfig,
  RuntimeConfigInput,
  SocialLink,
} from "./runtime-config.ts";
