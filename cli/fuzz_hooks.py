"""Schemathesis hooks for `npm run fuzz`: webhook URLs that are valid per the schema go to the
fuzz run's loopback sink, so no generated request makes the platform call anywhere else."""
import os

import schemathesis

SINK = os.environ["FUZZ_WEBHOOK_SINK"]


@schemathesis.hook
def map_body(ctx, body):
    if isinstance(body, dict) and isinstance(body.get("url"), str) and body["url"].startswith(("http://", "https://")) and len(body["url"]) <= 2048:
        body["url"] = SINK
    return body
