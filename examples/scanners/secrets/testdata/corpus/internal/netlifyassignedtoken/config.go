package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"netlify_assigned_token": "1KgxLJ7D=vOqK48QLCzSwyYW_3rEoVY=PU2toW_J5NTpq",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
