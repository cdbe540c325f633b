package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":     "https://api.acme.dev/v2",
	"typeform_pat": "tfp__totDbImofBI2yMfuMnGQnKfuHFZadXx8xwe0-jIRdYAvF4hwYzN5uR9N3O",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
