package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                      "https://api.acme.dev/v2",
	"gitlab_pipeline_trigger_token": "glptt-6c034931f46b1b6d7223d81a8d4fed19a81ca101",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
