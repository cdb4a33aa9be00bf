-- SPDX-FileCopyrightText: 2026 Denominator developers
-- SPDX-License-Identifier: Apache-2.0
--
-- Stores /api/v1/benchmarks rows ($1, a JSON array) in the tables of schema.sql the way InferenceX's
-- ingest holds them: one config per distinct configuration, one workflow run per run URL
-- (…/actions/runs/ID/attempts/N), one successful result per row, in the rows' order. Statements end
-- with a semicolon at the end of a line (the test runs them one by one, each with $1).

INSERT INTO configs (hardware, framework, model, precision, spec_method, disagg, is_multinode, prefill_tp, prefill_ep,
                     prefill_dp_attention, prefill_num_workers, decode_tp, decode_ep, decode_dp_attention,
                     decode_num_workers, num_prefill_gpu, num_decode_gpu)
SELECT DISTINCT r->>'hardware', r->>'framework', r->>'model', r->>'precision', r->>'spec_method',
       (r->>'disagg')::boolean, (r->>'is_multinode')::boolean, (r->>'prefill_tp')::smallint,
       (r->>'prefill_ep')::smallint, (r->>'prefill_dp_attention')::boolean, (r->>'prefill_num_workers')::smallint,
       (r->>'decode_tp')::smallint, (r->>'decode_ep')::smallint, (r->>'decode_dp_attention')::boolean,
       (r->>'decode_num_workers')::smallint, (r->>'num_prefill_gpu')::smallint, (r->>'num_decode_gpu')::smallint
FROM jsonb_array_elements($1::jsonb) r
ON CONFLICT DO NOTHING;

INSERT INTO workflow_runs (github_run_id, run_attempt, html_url, status, conclusion, date)
SELECT (regexp_match(r->>'run_url', '/runs/(\d+)'))[1]::bigint,
       (regexp_match(r->>'run_url', '/attempts/(\d+)'))[1]::smallint,
       (regexp_match(r->>'run_url', '^(.*/runs/\d+)'))[1],
       'completed', 'success', min((r->>'date')::date)
FROM jsonb_array_elements($1::jsonb) r
GROUP BY 1, 2, 3
ON CONFLICT DO NOTHING;

INSERT INTO benchmark_results (workflow_run_id, config_id, date, isl, osl, conc, image, metrics)
SELECT wr.id, c.id, (r->>'date')::date, (r->>'isl')::integer, (r->>'osl')::integer, (r->>'conc')::integer,
       r->>'image', r->'metrics'
FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e (r, n)
JOIN workflow_runs wr ON wr.github_run_id = (regexp_match(r->>'run_url', '/runs/(\d+)'))[1]::bigint
                     AND wr.run_attempt = (regexp_match(r->>'run_url', '/attempts/(\d+)'))[1]::smallint
JOIN configs c ON (c.hardware, c.framework, c.model, c.precision, c.spec_method, c.disagg, c.is_multinode,
                   c.prefill_tp, c.prefill_ep, c.prefill_dp_attention, c.prefill_num_workers, c.decode_tp,
                   c.decode_ep, c.decode_dp_attention, c.decode_num_workers, c.num_prefill_gpu, c.num_decode_gpu)
                = (r->>'hardware', r->>'framework', r->>'model', r->>'precision', r->>'spec_method',
                   (r->>'disagg')::boolean, (r->>'is_multinode')::boolean, (r->>'prefill_tp')::smallint,
                   (r->>'prefill_ep')::smallint, (r->>'prefill_dp_attention')::boolean,
                   (r->>'prefill_num_workers')::smallint, (r->>'decode_tp')::smallint, (r->>'decode_ep')::smallint,
                   (r->>'decode_dp_attention')::boolean, (r->>'decode_num_workers')::smallint,
                   (r->>'num_prefill_gpu')::smallint, (r->>'num_decode_gpu')::smallint)
ORDER BY e.n;
