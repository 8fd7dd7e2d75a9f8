import { grid } from "#styled-system/patterns/index.js";
import { ShownOnce } from "../../../components/secrets/shown-once.tsx";

/** Ten backup codes, shown once: the server keeps only their digests. */
export function BackupCodesPanel({
  codes,
  onDone,
}: {
  readonly codes: ReadonlyArray<string>;
  readonly onDone: () => void;
}) {
  return (
    <ShownOnce
      region="Your backup codes"
      summary="Keep these backup codes somewhere safe, away from your phone. Each one signs you in once when the app is not at hand. They are shown only now."
      label="Backup codes"
      value={codes.join(" ")}
      copyLabel="Copy the codes"
      onDone={onDone}
    >
      <ol
        aria-label="Backup codes"
        className={grid({
          gridTemplateColumns: {
            base: "repeat(2, minmax(0, 1fr))",
            md: "repeat(5, minmax(0, 1fr))",
          },
          gap: "2",
          mt: "3",
          fontFamily: "mono",
          listStyle: "none",
        })}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </ShownOnce>
  );
}
