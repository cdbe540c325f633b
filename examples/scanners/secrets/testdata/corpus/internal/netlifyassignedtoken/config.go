package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"netlify_assigned_token": "VsE6NmhiGdyqpB3rueXaUPA-O_RH34MMcUq0l2JB",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
