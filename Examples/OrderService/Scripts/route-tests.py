#!/usr/bin/env python3
"""The order service's route tests (Tests/OrderServiceTests) against a PostgreSQL of their own.

    python3 Scripts/route-tests.py [--scratch-path PATH] [--pg-port 25433]

Starts PostgreSQL as the fault test does (its own data folder, loopback, trust; with
`pg_stat_statements`, which counts each request's statements), then runs
`swift test` in this package with libpq's variables naming it; each test makes and drops a
database of its own. The exit status is `swift test`'s.
"""

import argparse
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.dirname(HERE)


def fault_test():
    spec = importlib.util.spec_from_file_location("fault_test", os.path.join(HERE, "fault-test.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scratch-path", help="swift test's scratch folder (CI: the main one)")
    # Below Linux's ephemeral range (32768-60999), where a client's port may sit in TIME-WAIT.
    parser.add_argument("--pg-port", type=int, default=25433)
    args = parser.parse_args()
    # pg_stat_statements: RoundTripTests counts each request's statements on the server.
    postgres = fault_test().Postgres(
        args.pg_port, options="-c shared_preload_libraries=pg_stat_statements")
    try:
        postgres.init()
        print(f"PostgreSQL {postgres.sql('SHOW server_version')} on 127.0.0.1:{args.pg_port}")
        command = ["swift", "test"]
        if args.scratch_path:
            command += ["--scratch-path", os.path.abspath(args.scratch_path)]
        env = dict(os.environ, PGHOST="127.0.0.1", PGPORT=str(args.pg_port), PGUSER="postgres")
        return subprocess.run(command, cwd=PACKAGE, env=env).returncode
    finally:
        postgres.remove()


if __name__ == "__main__":
    sys.exit(main())
