package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"scalingo_api_token": "tk-us-DZ0l74QiR5XUO0z3wnAJr4ju3Bj62fFWvT9eUiOhk1_qBDpd",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
