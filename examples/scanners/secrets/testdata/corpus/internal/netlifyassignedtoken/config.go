package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"netlify_assigned_token": "5IGVtX09iqazTDnUpWnqzQlY7TOl2dpuKQNrBxWGO15sL",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
