package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"gitlab_ci_job_token": "glcbt-yOmwen9976le5JAd6pla2XAs0i",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
