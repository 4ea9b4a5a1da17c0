"""The production topology on this machine: scripts/cluster.sh and its parts
(docs/deployment.md)."""
