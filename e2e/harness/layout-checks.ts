import type { Page, Response } from "@playwright/test";

/**
 * Layout defects a person sees and a functional test does not (issue 40), measured in the
 * page in one `evaluate`, so a page costs one round trip however many checks it gets:
 *
 * - sideways scrolling: the document is wider than the window;
 * - a word broken across lines: a column narrower than its own words (a word of letters
 *   only, up to 20 of them, fits any column the portal draws; longer runs, references and
 *   addresses may wrap anywhere on purpose);
 * - texts drawn over each other: two visible text runs whose boxes, cut to what their
 *   scrolling or clipping containers show, overlap;
 * - a table that scrolls sideways in its card: the end of its rows is out of sight;
 * - a chart or bar of zero size: an `svg`, `canvas` or element marked `data-chart-part` that
 *   is laid out (not `display: none`) with no width or no height;
 * - a badge stretched past its words: a status badge (the `badge` recipe) laid out wider
 *   than its text and padding, as a grid or flex cell stretches a lone child to its track;
 * - a value under its label: in a table stacked for a narrow screen (each cell a grid of its
 *   column's heading and its value, `data-label`), a part of the value (an event's place, a
 *   service's id) that starts in the heading's column, where it reads as a heading;
 * - a page background that stops short: the element marked `data-page-background` (the public
 *   and document layouts' branded background) must cover the whole scrollable page, top to
 *   bottom and side to side, less only the space kept for the cookie banner, which the banner
 *   fills.
 *
 * Each finding names the text or element, so a failure says what to fix.
 */

export interface LayoutFindings {
  readonly documentWidth: number;
  readonly viewportWidth: number;
  readonly brokenWords: ReadonlyArray<string>;
  readonly overlappingTexts: ReadonlyArray<string>;
  readonly zeroSizedCharts: ReadonlyArray<string>;
  readonly scrollingTables: ReadonlyArray<string>;
  readonly stretchedBadges: ReadonlyArray<string>;
  readonly valuesUnderLabels: ReadonlyArray<string>;
  /** How the page background falls short of the page ("bottom 120 px"), "" when it covers it,
   * null on a page without one (the private layout draws on the canvas colour). */
  readonly backgroundShortfall: string | null;
}

/** Measures the page as it is now (run once its content has loaded). */
export function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    // Everything below runs in the browser and may use nothing from the module around it.
    const MAX_FINDINGS = 8;
    // A word of letters alone between spaces (punctuation aside): part of a longer token (a
    // reference such as "ref0123abc", a hyphenated word) may break where the token must.
    const WHOLE_WORD = /(?<=^|[\s("'\u201c])\p{L}{2,20}(?=$|[\s.,;:!?)"'\u201d])/gu;
    const describe = (element: Element | null): string => {
      if (element === null) return "?";
      const id = element.id === "" ? "" : `#${element.id}`;
      return `<${element.tagName.toLowerCase()}${id}>`;
    };

    /** Whether the element and its ancestors draw it at all. */
    const shown = (element: Element): boolean => {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.visibility === "collapse") return false;
      for (let node: Element | null = element; node !== null; node = node.parentElement) {
        const own = getComputedStyle(node);
        if (own.display === "none" || Number(own.opacity) === 0) return false;
        // Text kept for screen readers only (clipped to a 1 px box).
        if (own.position === "absolute" && own.clip !== "auto" && own.clip !== "") return false;
        if (own.clipPath === "inset(50%)") return false;
      }
      return true;
    };

    /** The part of the window an element's content can be seen in (its clipping ancestors). */
    const clipCache = new Map<Element, DOMRect>();
    const visibleBox = (element: Element): DOMRect => {
      const cached = clipCache.get(element);
      if (cached !== undefined) return cached;
      const parent = element.parentElement;
      let box = parent === null ? new DOMRect(-1e6, -1e6, 2e6, 2e6) : visibleBox(parent);
      const style = getComputedStyle(element);
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const own = element.getBoundingClientRect();
        const left = Math.max(box.left, own.left);
        const top = Math.max(box.top, own.top);
        const right = Math.min(box.right, own.right);
        const bottom = Math.min(box.bottom, own.bottom);
        box = new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
      }
      clipCache.set(element, box);
      return box;
    };

    const textNodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (parent === null || text.data.trim() === "") continue;
      if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "OPTION"].includes(parent.tagName)) continue;
      if (!shown(parent)) continue;
      textNodes.push(text);
    }

    // Words broken across lines.
    const brokenWords: string[] = [];
    const range = document.createRange();
    for (const text of textNodes) {
      if (brokenWords.length >= MAX_FINDINGS) break;
      for (const match of text.data.matchAll(WHOLE_WORD)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => Math.round(rect.top / 4)),
        );
        if (tops.size > 1) {
          brokenWords.push(`"${match[0]}" in ${describe(text.parentElement)}`);
          break;
        }
      }
    }

    // Texts drawn over each other: each run's line boxes, cut to what its containers show.
    interface Run {
      readonly owner: number;
      readonly text: string;
      readonly rect: DOMRect;
    }
    const runs: Run[] = [];
    textNodes.forEach((text, owner) => {
      range.selectNodeContents(text);
      const parent = text.parentElement as Element;
      const clip = visibleBox(parent);
      for (const rect of Array.from(range.getClientRects())) {
        const left = Math.max(rect.left, clip.left);
        const right = Math.min(rect.right, clip.right);
        const top = Math.max(rect.top, clip.top);
        const bottom = Math.min(rect.bottom, clip.bottom);
        if (right - left < 1 || bottom - top < 1) continue;
        runs.push({
          owner,
          text: text.data.trim().slice(0, 40),
          rect: new DOMRect(left, top, right - left, bottom - top),
        });
      }
    });
    runs.sort((a, b) => a.rect.top - b.rect.top);
    const overlappingTexts: string[] = [];
    // Line boxes of neighbouring lines may touch by a pixel or two (tall line heights): an
    // overlap counts when it covers at least a third of the smaller box in both directions.
    for (let i = 0; i < runs.length && overlappingTexts.length < MAX_FINDINGS; i += 1) {
      const a = runs[i] as Run;
      for (let j = i + 1; j < runs.length; j += 1) {
        const b = runs[j] as Run;
        if (b.rect.top >= a.rect.bottom) break;
        if (a.owner === b.owner) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (
          width > Math.min(a.rect.width, b.rect.width) / 3 &&
          height > Math.min(a.rect.height, b.rect.height) / 3
        ) {
          overlappingTexts.push(`"${a.text}" and "${b.text}"`);
          if (overlappingTexts.length >= MAX_FINDINGS) break;
        }
      }
    }

    // Charts and bars drawn at no size.
    const zeroSizedCharts: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll("main svg, main canvas, [data-chart-part]"),
    )) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) {
        const label =
          element.getAttribute("data-chart-part") ??
          element.getAttribute("aria-label") ??
          element.getAttribute("title") ??
          "";
        zeroSizedCharts.push(`${describe(element)} ${label}`.trim());
      }
    }

    // Tables wider than the card that scrolls them.
    const scrollingTables: string[] = [];
    for (const table of Array.from(document.querySelectorAll("main table"))) {
      if (!shown(table)) continue;
      for (let node = table.parentElement; node !== null; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow !== "auto" && overflow !== "scroll") continue;
        if (node.scrollWidth > node.clientWidth + 1) {
          const caption = table.querySelector("caption")?.textContent?.trim() ?? "";
          scrollingTables.push(`"${caption}" by ${node.scrollWidth - node.clientWidth} px`);
        }
        break;
      }
    }

    // Badges wider than their words: the text's own width against the badge's inner width.
    const stretchedBadges: string[] = [];
    for (const element of Array.from(document.querySelectorAll("main .badge"))) {
      if (!shown(element) || stretchedBadges.length >= MAX_FINDINGS) continue;
      const style = getComputedStyle(element);
      const inner =
        element.getBoundingClientRect().width -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        Number.parseFloat(style.borderLeftWidth) -
        Number.parseFloat(style.borderRightWidth);
      const range = document.createRange();
      range.selectNodeContents(element);
      const content = range.getBoundingClientRect().width;
      // A few pixels of rounding and an icon's gap aside.
      if (inner - content > 12) {
        stretchedBadges.push(
          `"${element.textContent?.trim() ?? ""}" (${Math.round(inner)} px for ${Math.round(content)} px of text)`,
        );
      }
    }

    // Stacked table cells: the heading (::before) fills the first column, the value the
    // second. A part of the value that starts left of the second column sits under the
    // heading. Text nodes count too: a grid places each run of text as an item of its own.
    const valuesUnderLabels: string[] = [];
    for (const cell of Array.from(document.querySelectorAll("main [data-label]"))) {
      if (valuesUnderLabels.length >= MAX_FINDINGS) break;
      const style = getComputedStyle(cell);
      if (style.display !== "grid" || !shown(cell)) continue;
      const labelTrack = Number.parseFloat(style.gridTemplateColumns.split(" ")[0] ?? "0");
      const valueLeft =
        cell.getBoundingClientRect().left +
        Number.parseFloat(style.borderLeftWidth) +
        Number.parseFloat(style.paddingLeft) +
        labelTrack;
      for (const part of Array.from(cell.childNodes)) {
        let left: number;
        if (part instanceof Element) {
          if (!shown(part)) continue;
          left = part.getBoundingClientRect().left;
        } else if (part.nodeType === Node.TEXT_NODE && (part.textContent ?? "").trim() !== "") {
          const range = document.createRange();
          range.selectNodeContents(part);
          left = range.getBoundingClientRect().left;
        } else {
          continue;
        }
        if (left < valueLeft - 1) {
          valuesUnderLabels.push(
            `"${(part.textContent ?? "").trim().slice(0, 40)}" under "${cell.getAttribute("data-label")}"`,
          );
          break;
        }
      }
    }

    // The page background against the scrollable page.
    const background = document.querySelector("[data-page-background]");
    let backgroundShortfall: string | null = null;
    if (background !== null) {
      const page = document.scrollingElement ?? document.documentElement;
      const reserved =
        Number.parseFloat(
          getComputedStyle(document.documentElement).getPropertyValue("--cookie-banner-height"),
        ) || 0;
      const box = background.getBoundingClientRect();
      const top = box.top + window.scrollY;
      const bottom = box.bottom + window.scrollY;
      const gaps = [
        ["top", top],
        ["bottom", page.scrollHeight - reserved - bottom],
        ["left", box.left + window.scrollX],
        ["right", page.scrollWidth - (box.right + window.scrollX)],
      ] as const;
      backgroundShortfall = gaps
        .filter(([, gap]) => gap > 1)
        .map(([side, gap]) => `${side} ${Math.round(gap)} px`)
        .join(", ");
    }

    return {
      backgroundShortfall,
      scrollingTables,
      stretchedBadges,
      valuesUnderLabels,
      documentWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      viewportWidth: window.innerWidth,
      brokenWords,
      overlappingTexts,
      zeroSizedCharts: zeroSizedCharts.slice(0, MAX_FINDINGS),
    };
  });
}

/** The faults a page showed while it was watched: script errors, console errors, failed calls. */
export interface PageFaults {
  readonly errors: string[];
  readonly failedCalls: string[];
  /** Calls to /v2 still unanswered. */
  pending(): number;
}

/**
 * Watches a page from now on: uncaught errors, console errors and the page's own /v2 calls
 * answered 4xx/5xx (`expected` lists calls a test asks to fail, as "METHOD /v2/path").
 */
export function watchPage(page: Page, expected: ReadonlyArray<string> = []): PageFaults {
  const errors: string[] = [];
  const failedCalls: string[] = [];
  const inFlight = new Set<unknown>();
  const isOwnCall = (url: string) => {
    const address = new URL(url);
    return address.pathname.startsWith("/v2/") && address.origin === new URL(page.url()).origin;
  };
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
  page.on("request", (request) => {
    if (isOwnCall(request.url())) inFlight.add(request);
  });
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  page.on("response", (response: Response) => {
    if (!isOwnCall(response.url()) || response.status() < 400) return;
    const call = `${response.request().method()} ${new URL(response.url()).pathname}`;
    if (!expected.includes(call)) failedCalls.push(`${call} answered ${response.status()}`);
  });
  return { errors, failedCalls, pending: () => inFlight.size };
}
