export { type ConfigDecoding, decodeConfig, defaultConfig } from "./decode-config.ts";
export {
  DocumentationLinks,
  LegalLinks,
  RuntimeConfig,
  type RuntimeConfigInput,
  SocialLink,
} from "./runtime-config.ts";
