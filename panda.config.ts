import { defineConfig } from "@pandacss/dev";
import { buttonRecipe } from "./src/ui/theme/recipes/button.recipe.ts";
import { fieldRecipe } from "./src/ui/theme/recipes/field.recipe.ts";
import { semanticTokens, tokens } from "./src/ui/theme/tokens.ts";

// Styling goes only through these tokens and recipes (DESIGN.md section 9); generated code
// lands in styled-system/ (not committed, made by `panda codegen` on install and build).
export default defineConfig({
  preflight: true,
  include: ["./src/ui/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  outdir: "styled-system",
  outExtension: "js",
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button: buttonRecipe },
      slotRecipes: { field: fieldRecipe },
    },
  },
  globalCss: {
    "html, body": { bg: "surface.canvas", color: "text.default", fontFamily: "body" },
    "a:focus-visible, button:focus-visible, input:focus-visible": {
      outline: "2px solid token(colors.brand.500)",
      outlineOffset: "2px",
    },
  },
});
