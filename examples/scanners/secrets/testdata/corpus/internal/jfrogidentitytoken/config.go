package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"jfrog_identity_token": "SBpiav6Rgi6nkJ09GbUePOMPagiANXifekRhwZ5nuzIgFRNo4f7pc7T7LBHj6Zxf",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
