import { defineConfig } from "@pandacss/dev";
import { alertRecipe } from "./src/ui/theme/recipes/alert.recipe.ts";
import { badgeRecipe } from "./src/ui/theme/recipes/badge.recipe.ts";
import { bannerRecipe } from "./src/ui/theme/recipes/banner.recipe.ts";
import { buttonRecipe } from "./src/ui/theme/recipes/button.recipe.ts";
import { contactButtonRecipe } from "./src/ui/theme/recipes/contact-button.recipe.ts";
import { dataTableRecipe } from "./src/ui/theme/recipes/data-table.recipe.ts";
import { detailPageRecipe } from "./src/ui/theme/recipes/detail-page.recipe.ts";
import { dialogRecipe } from "./src/ui/theme/recipes/dialog.recipe.ts";
import { drawerRecipe } from "./src/ui/theme/recipes/drawer.recipe.ts";
import { fieldRecipe } from "./src/ui/theme/recipes/field.recipe.ts";
import { fileUploadRecipe } from "./src/ui/theme/recipes/file-upload.recipe.ts";
import { filterBarRecipe } from "./src/ui/theme/recipes/filter-bar.recipe.ts";
import { navMenuRecipe } from "./src/ui/theme/recipes/nav-menu.recipe.ts";
import { noticeBarRecipe } from "./src/ui/theme/recipes/notice-bar.recipe.ts";
import { panelRecipe } from "./src/ui/theme/recipes/panel.recipe.ts";
import { popoverPanelRecipe } from "./src/ui/theme/recipes/popover-panel.recipe.ts";
import { sectionNavRecipe } from "./src/ui/theme/recipes/section-nav.recipe.ts";
import {
  headingRecipe,
  srOnlyRecipe,
  textRecipe,
  wordmarkRecipe,
} from "./src/ui/theme/recipes/text.recipe.ts";
import { textLinkRecipe } from "./src/ui/theme/recipes/text-link.recipe.ts";
import { toastRecipe } from "./src/ui/theme/recipes/toast.recipe.ts";
import { topBarButtonRecipe } from "./src/ui/theme/recipes/top-bar-button.recipe.ts";
import { topBarLinkRecipe } from "./src/ui/theme/recipes/top-bar-link.recipe.ts";
import { textStyles } from "./src/ui/theme/text-styles.ts";
import { semanticTokens, tokens } from "./src/ui/theme/tokens.ts";

// Styling goes only through these tokens, text styles and recipes (DESIGN.md section 9);
// generated code lands in styled-system/ (not committed, made by `panda codegen` on install and
// build).
export default defineConfig({
  preflight: true,
  // The build prints its own summary; Panda's timing lines ("info [hrtime] Extracted in",
  // from its PostCSS plugin inside the Vite build) would only add noise to the first
  // `npm start` (issue 12), so they are cut while warnings still show. A level set here
  // overrides the command line's, so `panda codegen --silent` keeps its silence explicitly.
  logLevel: process.argv.includes("--silent") ? "silent" : "warn",
  include: ["./src/ui/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  // No style props on JSX: the portal styles through css(), patterns and recipes only, and
  // with props on, a component's own prop that shares a CSS property's name (DataTable's
  // `columns`) was extracted as junk CSS rules.
  jsxStyleProps: "none",
  // Only the theme's tokens are accepted as values: a token that does not exist ("fg.muted")
  // is a type error instead of a colour that silently never applies. A value outside the
  // scale is written as Panda's escape hatch, "[8rem]", so it is visibly deliberate.
  strictTokens: true,
  outdir: "styled-system",
  // Screens import the generated helpers as "#styled-system/css" (package.json "imports"),
  // not by a relative path; the extractor must know that name to find their styles.
  importMap: "#styled-system",
  outExtension: "js",
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        noticeBar: noticeBarRecipe,
        panel: panelRecipe,
        text: textRecipe,
        heading: headingRecipe,
        srOnly: srOnlyRecipe,
        wordmark: wordmarkRecipe,
        textLink: textLinkRecipe,
        topBarButton: topBarButtonRecipe,
        topBarLink: topBarLinkRecipe,
        contactButton: contactButtonRecipe,
      },
      slotRecipes: {
        field: fieldRecipe,
        drawer: drawerRecipe,
        navMenu: navMenuRecipe,
        popoverPanel: popoverPanelRecipe,
        alert: alertRecipe,
        toast: toastRecipe,
        banner: bannerRecipe,
        fileUpload: fileUploadRecipe,
        dataTable: dataTableRecipe,
        detailPage: detailPageRecipe,
        sectionNav: sectionNavRecipe,
        filterBar: filterBarRecipe,
        dialog: dialogRecipe,
      },
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
