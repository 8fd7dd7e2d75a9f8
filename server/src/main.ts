import { exitOnStartFailure, runServer } from "./run-server.ts";

/** Starts the API server on PORT/HOST (defaults 8080 and 127.0.0.1); stops cleanly on SIGTERM. */
runServer(process.env).catch(exitOnStartFailure);
