#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Denominator developers
# SPDX-License-Identifier: Apache-2.0
"""The baseline `denominator-bench` measures the importer against: what a user would write
instead, with only json and sqlite3. Stores the fields of each InferenceX agg row that the
charts need, in one transaction. Usage: import_baseline.py ROWS.json OUT.sqlite"""
import json, sqlite3, sys

COLS = ["hw", "framework", "precision", "spec_decoding", "model", "isl", "osl", "conc", "tp", "ep", "disagg",
        "tput_per_gpu", "output_tput_per_gpu", "input_tput_per_gpu", "median_intvty", "median_ttft", "median_e2el"]
with open(sys.argv[1], encoding="utf-8") as f:
    rows = json.load(f)
db = sqlite3.connect(sys.argv[2])
db.execute("CREATE TABLE IF NOT EXISTS points (%s)" % ", ".join(COLS))
with db:
    db.executemany("INSERT INTO points VALUES (%s)" % ", ".join("?" * len(COLS)), ([r.get(c) for c in COLS] for r in rows))
db.close()
