package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"gitlab_pipeline_trigger_token": "glptt-08ac93f76429d617ea814ebbc659d4f178378f6b",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
