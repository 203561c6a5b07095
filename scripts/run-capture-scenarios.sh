#!/usr/bin/env bash
# Runs every QA scenario through the ridgeline-capture-sim CLI against the agent simulator at $AGENT_URL
# (scripts/with-agent-sim.mjs starts one). Each trace goes to a file; a failure prints its last lines.
set -uo pipefail
: "${AGENT_URL:?AGENT_URL must point at a running agent simulator}"
traces=$(mktemp -d)
failed=0
for scenario in $(npx ridgeline-capture-sim --list); do
  if npx ridgeline-capture-sim --scenario "$scenario" --agent "$AGENT_URL" > "$traces/$scenario.jsonl" 2>&1; then
    echo "scenario $scenario: passed ($(wc -l < "$traces/$scenario.jsonl") transitions)"
  else
    echo "scenario $scenario: FAILED"
    tail -n 5 "$traces/$scenario.jsonl"
    failed=$((failed + 1))
  fi
done
rm -rf "$traces"
exit $((failed > 0))
