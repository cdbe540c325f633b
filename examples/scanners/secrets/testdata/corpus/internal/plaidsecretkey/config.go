package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"plaid_secret_key": "fpfstn1r77vyfvdhn7tqsqj1kbx7wo",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
