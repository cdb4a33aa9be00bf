-- SPDX-FileCopyrightText: 2026 Denominator developers
-- SPDX-License-Identifier: Apache-2.0
--
-- The tables of InferenceX's PostgreSQL database that Denominator reads, written from the column
-- list in InferenceX's documentation (names and types as there; the constraints a reader relies on).
-- The test server and the benchmark create them; a real restored dump already has them.

CREATE TABLE configs (
    id serial PRIMARY KEY,
    hardware text NOT NULL CHECK (hardware = lower(hardware)),
    framework text NOT NULL CHECK (framework = lower(framework)),
    model text NOT NULL CHECK (model = lower(model)),
    precision text NOT NULL CHECK (precision = lower(precision)),
    spec_method text NOT NULL CHECK (spec_method = lower(spec_method)),
    disagg boolean NOT NULL,
    is_multinode boolean NOT NULL,
    prefill_tp smallint NOT NULL,
    prefill_ep smallint NOT NULL,
    prefill_dp_attention boolean NOT NULL,
    prefill_num_workers smallint NOT NULL,
    decode_tp smallint NOT NULL,
    decode_ep smallint NOT NULL,
    decode_dp_attention boolean NOT NULL,
    decode_num_workers smallint NOT NULL,
    num_prefill_gpu smallint NOT NULL,
    num_decode_gpu smallint NOT NULL,
    UNIQUE (hardware, framework, model, precision, spec_method, disagg, is_multinode, prefill_tp, prefill_ep,
            prefill_dp_attention, prefill_num_workers, decode_tp, decode_ep, decode_dp_attention, decode_num_workers,
            num_prefill_gpu, num_decode_gpu)
);

CREATE TABLE workflow_runs (
    id bigserial PRIMARY KEY,
    github_run_id bigint NOT NULL,
    run_attempt smallint NOT NULL,
    name text,
    status text,
    conclusion text CHECK (conclusion IN ('success', 'failure', 'cancelled')),
    head_sha text,
    head_branch text,
    html_url text,
    created_at timestamptz,
    run_started_at timestamptz,
    date date,
    UNIQUE (github_run_id, run_attempt)
);

CREATE TABLE benchmark_results (
    id bigserial PRIMARY KEY,
    workflow_run_id bigint NOT NULL REFERENCES workflow_runs (id),
    config_id integer NOT NULL REFERENCES configs (id),
    benchmark_type text NOT NULL DEFAULT 'single_turn' CHECK (benchmark_type IN ('single_turn', 'agentic_traces')),
    date date NOT NULL,
    isl integer CHECK (isl > 0),  -- NULL for agentic_traces rows (agentic migration 008)
    osl integer CHECK (osl > 0),
    conc integer NOT NULL CHECK (conc > 0),
    image text,
    metrics jsonb NOT NULL,
    error text,
    server_log_id bigint,
    offload_mode text NOT NULL DEFAULT 'off',
    power_invalid_reasons jsonb,  -- migration 015
    UNIQUE NULLS NOT DISTINCT (workflow_run_id, config_id, benchmark_type, isl, osl, conc, offload_mode)
);
